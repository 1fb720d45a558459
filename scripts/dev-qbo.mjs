#!/usr/bin/env node
// `pnpm dev:qbo`: the local Intuit emulator, the API server (tsx watch) and the web app (Vite, which
// proxies /api to the server) wired to each other, so the whole QuickBooks flow can be tried without
// an Intuit account. Ports come from DEV_WEB_PORT (5173), DEV_API_PORT (3000) and QBO_EMULATOR_PORT
// (4010). The children are started directly rather than through `turbo run dev`: turbo's strict env
// mode hands tasks only the variables it knows, so the QBO_* settings never reached the server.
// Tokens are encrypted with a key made for this run (or TOKEN_ENCRYPTION_KEY) and the server's data
// lives in a directory made for the run (or DATA_DIR), so a restart starts disconnected.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;

function fail(message) {
  process.stderr.write(`dev:qbo: ${message}\n`);
  process.exit(1);
}

function portFrom(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    fail(`${name}=${raw} is not a port number (1-65535).`);
  }
  return port;
}

/** Binding the wildcard address fails when anything listens on the port, on any address. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

const ports = {
  DEV_WEB_PORT: portFrom('DEV_WEB_PORT', 5173),
  DEV_API_PORT: portFrom('DEV_API_PORT', 3000),
  QBO_EMULATOR_PORT: portFrom('QBO_EMULATOR_PORT', 4010),
};
if (new Set(Object.values(ports)).size !== 3) {
  fail(`the three ports must differ: ${JSON.stringify(ports)}.`);
}
for (const [name, port] of Object.entries(ports)) {
  if (!(await portIsFree(port))) {
    fail(
      `port ${port} is already in use (${name}). Stop whatever listens there, or choose another ` +
        `port, e.g. ${name}=${port + 100} npx pnpm@10.34.8 dev:qbo`,
    );
  }
}

const webOrigin = `http://localhost:${ports.DEV_WEB_PORT}`;
const apiUrl = `http://127.0.0.1:${ports.DEV_API_PORT}`;
const emulatorUrl = `http://127.0.0.1:${ports.QBO_EMULATOR_PORT}`;
const baseEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
const oauthClient = {
  QBO_CLIENT_ID: 'cashline-local',
  QBO_CLIENT_SECRET: 'cashline-local-secret',
  // Intuit sends the browser to the web origin; Vite hands /api on to the server, so the session
  // cookie set through Vite comes back with the callback.
  QBO_REDIRECT_URI: `${webOrigin}/api/quickbooks/callback`,
};

// The server and the web app load the workspace packages from their dist folders.
if (process.env.DEV_QBO_SKIP_BUILD !== '1') {
  // Through pnpm, which turbo needs on the PATH to run the packages' scripts.
  const build = spawnSync(
    'npx',
    [
      '--yes',
      'pnpm@10.34.8',
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@cashline/core',
      '--filter=@cashline/ai',
      '--filter=@cashline/qbo-emulator',
    ],
    { cwd: root, stdio: 'inherit', env: baseEnv },
  );
  if (build.error) fail(`could not run the build: ${build.error.message}`);
  if (build.status !== 0) fail('the build failed (see above).');
}

const ownDataDir = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-dev-qbo-'));

const specs = [
  {
    name: 'qbo',
    command: process.execPath,
    args: ['tools/qbo-emulator/dist/main.js'],
    cwd: root,
    env: {
      ...oauthClient,
      QBO_EMULATOR_PORT: String(ports.QBO_EMULATOR_PORT),
      QBO_EMULATOR_HOST: '127.0.0.1',
    },
    // Without a client id the consent page answers 400: enough to know the emulator listens.
    ready: `${emulatorUrl}/connect/oauth2`,
    readyWhen: (status) => status === 400,
  },
  {
    name: 'api',
    command: path.join(root, 'apps/server/node_modules/.bin/tsx'),
    args: ['watch', 'src/main.ts'],
    cwd: path.join(root, 'apps/server'),
    env: {
      ...oauthClient,
      NODE_ENV: 'development',
      PORT: String(ports.DEV_API_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      QBO_ENVIRONMENT: 'sandbox',
      QBO_OAUTH_BASE_URL: emulatorUrl,
      QBO_API_BASE_URL: emulatorUrl,
      TOKEN_ENCRYPTION_KEY:
        process.env.TOKEN_ENCRYPTION_KEY ?? crypto.randomBytes(32).toString('hex'),
    },
    ready: `${apiUrl}/api/health`,
    readyWhen: (status) => status === 200,
  },
  {
    name: 'web',
    command: path.join(root, 'apps/web/node_modules/.bin/vite'),
    // Vite would otherwise move to the next free port, away from the registered redirect URI.
    args: ['--port', String(ports.DEV_WEB_PORT), '--strictPort'],
    cwd: path.join(root, 'apps/web'),
    env: { CASHLINE_API_URL: apiUrl },
    // Through Vite's proxy: proves the browser's path to the API, not only that Vite listens.
    ready: `${webOrigin}/api/health`,
    readyWhen: (status) => status === 200,
  },
];

let stopping = false;
const children = specs.map((spec) => {
  // Each child leads its own process group, so stopping it also stops what it started
  // (tsx's server, Vite's esbuild) and a terminal's Ctrl-C reaches them only through us.
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...baseEnv, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${spec.name}] `;
  readline
    .createInterface({ input: child.stdout })
    .on('line', (line) => process.stdout.write(prefix + line + '\n'));
  readline
    .createInterface({ input: child.stderr })
    .on('line', (line) => process.stderr.write(prefix + line + '\n'));
  child.once('error', (err) => {
    if (!stopping) void stop(1, `${spec.name} could not start: ${err.message}`);
  });
  child.once('exit', (code, signal) => {
    if (!stopping) void stop(1, `${spec.name} exited (${signal ?? `code ${code}`}); stopping.`);
  });
  return { spec, child };
});

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};
const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function stop(code, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) process.stderr.write(`dev:qbo: ${reason}\n`);
  const pids = children.map(({ child }) => child.pid).filter((pid) => pid !== undefined);
  for (const pid of pids) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (pids.some(groupAlive) && Date.now() < deadline) await sleep(100);
  for (const pid of pids.filter(groupAlive)) signalGroup(pid, 'SIGKILL');
  if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => void stop(0));

async function isReady(spec) {
  try {
    const res = await fetch(spec.ready, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return spec.readyWhen(res.status);
  } catch {
    return false;
  }
}

const deadline = Date.now() + READY_TIMEOUT_MS;
for (const { spec } of children) {
  while (!(await isReady(spec))) {
    if (stopping) await new Promise(() => {});
    if (Date.now() > deadline) {
      await stop(
        1,
        `${spec.name} did not answer at ${spec.ready} within ${READY_TIMEOUT_MS / 1000} s.`,
      );
    }
    await sleep(250);
  }
}
process.stdout.write(
  [
    '',
    `dev:qbo ready: open ${webOrigin}/integration/quickbooks`,
    `  web (Vite, proxies /api): ${webOrigin}`,
    `  API server:               ${apiUrl}  (data in ${dataDir})`,
    `  Intuit emulator:          ${emulatorUrl}`,
    'Authorize, choose Connect on the emulator page, then Pull Data. Ctrl-C stops everything.',
    '',
  ].join('\n'),
);
