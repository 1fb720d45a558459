#!/usr/bin/env node
// The README's two promises: `npm start` installs, builds and serves; `npm test` installs and runs
// every check. pnpm is taken from the pinned release through npx when it is not already installed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function pnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  if (probe.status === 0 && probe.stdout.trim() === pnpmVersion) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pnpmVersion}`];
}

const [pnpmBin, ...pnpmArgs] = pnpm();
const runPnpm = (...args) => run(pnpmBin, [...pnpmArgs, ...args]);

const task = process.argv[2];
runPnpm('install', '--frozen-lockfile');

if (task === 'start') {
  runPnpm('exec', 'turbo', 'run', 'build', '--filter=@cashline/server', '--filter=@cashline/web');
  run('node', ['apps/server/dist/main.js'], { NODE_ENV: 'production' });
} else if (task === 'test') {
  runPnpm(
    'exec',
    'turbo',
    'run',
    'lint',
    'typecheck',
    'test',
    // The server's suite on PostgreSQL is a task of its own, so it runs beside the other suites
    // rather than after the server's SQLite run (vitest gives each suite one worker on 2 cores).
    'test:postgres',
    '--continue=dependencies-successful',
    // Two cores: more tasks at once only makes each slower and time-outs likelier.
    '--concurrency=2',
  );
  runPnpm('exec', 'prettier', '--check', '.');
  runPnpm('exec', 'turbo', 'run', 'e2e');
} else {
  process.stderr.write('usage: node scripts/run.mjs start|test\n');
  process.exit(2);
}
