#!/usr/bin/env node
// `pnpm dev:qbo`: the local Intuit emulator on :4010 and the app (web :5173, API :3000) pointed at
// it, so the whole QuickBooks flow can be tried without an Intuit account. Tokens are encrypted with
// a key made for this run (or TOKEN_ENCRYPTION_KEY when set), so a restart forgets the connection.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';

const root = new URL('..', import.meta.url);
const emulatorPort = process.env.QBO_EMULATOR_PORT ?? '4010';
const webOrigin = process.env.CASHLINE_WEB_ORIGIN ?? 'http://localhost:5173';
const shared = {
  QBO_CLIENT_ID: 'cashline-local',
  QBO_CLIENT_SECRET: 'cashline-local-secret',
  QBO_REDIRECT_URI: `${webOrigin}/api/quickbooks/callback`,
};
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

const build = spawnSync(
  'npx',
  ['--yes', 'pnpm@10.34.8', 'exec', 'turbo', 'run', 'build', '--filter=@cashline/qbo-emulator'],
  { cwd: root, stdio: 'inherit', env },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('node', ['tools/qbo-emulator/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...shared, QBO_EMULATOR_PORT: emulatorPort },
  }),
  spawn('npx', ['--yes', 'pnpm@10.34.8', 'exec', 'turbo', 'run', 'dev', '--parallel'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      ...shared,
      QBO_ENVIRONMENT: 'sandbox',
      QBO_OAUTH_BASE_URL: `http://127.0.0.1:${emulatorPort}`,
      QBO_API_BASE_URL: `http://127.0.0.1:${emulatorPort}`,
      TOKEN_ENCRYPTION_KEY:
        process.env.TOKEN_ENCRYPTION_KEY ?? crypto.randomBytes(32).toString('hex'),
    },
  }),
];

function stop(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
