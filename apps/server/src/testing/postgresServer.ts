import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL cluster for tests and benchmarks, started from the machine's binaries. */
export type PostgresServer = {
  url: string;
  /** Stops the cluster at once (as a crash would) and starts it again on the same port. */
  restart(): void;
  stop(): void;
};

const SEARCH_DIRS = ['/usr/lib/postgresql', '/usr/local/pgsql', '/opt/homebrew/opt'];

/** Where the machine's PostgreSQL binaries are: POSTGRES_BIN_DIR, pg_config's, or a known place. */
export function postgresBinDir(): string {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv) return fromEnv;
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0 && fs.existsSync(path.join(pgConfig.stdout.trim(), 'initdb'))) {
    return pgConfig.stdout.trim();
  }
  for (const root of SEARCH_DIRS) {
    if (!fs.existsSync(root)) continue;
    const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(root, version, 'bin');
      if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  throw new Error(
    'PostgreSQL server binaries (initdb, pg_ctl) were not found: install the postgresql package ' +
      '(Debian: apt-get install postgresql) or set POSTGRES_BIN_DIR to the directory holding them.',
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user that
 * Debian's package creates; otherwise to the current user.
 */
function runAs(): { user: string | undefined } {
  return { user: process.getuid?.() === 0 ? 'postgres' : undefined };
}

function run(bin: string, args: string[], user: string | undefined): void {
  const [command, commandArgs] = user ? ['runuser', ['-u', user, '--', bin, ...args]] : [bin, args];
  execFileSync(command, commandArgs, { stdio: 'pipe' });
}

/**
 * Starts a cluster tuned for tests (no fsync) on a free loopback port; `stop` removes it. Commits
 * are acknowledged before their WAL is written unless `crashSafe`, which a test that kills the
 * server and reads what was acknowledged needs (fsync stays off: the machine does not crash).
 */
export async function startPostgresServer(
  options: { crashSafe?: boolean } = {},
): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const { user } = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (user) execFileSync('chown', [user, dir]);
  const port = await freePort();
  run(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'cashline', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    user,
  );
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    ...(options.crashSafe ? [] : ['-c synchronous_commit=off']),
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = () =>
    run(
      path.join(bin, 'pg_ctl'),
      ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start'],
      user,
    );
  start();
  let stopped = false;
  return {
    url: `postgres://cashline@127.0.0.1:${port}/postgres`,
    restart() {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], user);
      start();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], user);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
