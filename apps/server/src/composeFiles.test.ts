import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import type { Config } from './config.js';
import {
  containerEnvironment,
  loadCompose,
  readRepoFile,
  repoRoot,
} from './testing/composeFiles.js';
import type { ComposeService } from './testing/composeFiles.js';
import { readmeCommand } from './testing/readmeBackup.js';

/**
 * What Docker would only show at `docker compose up` (there is no engine here): the compose files,
 * read as Compose reads them, wire the app to its database, its secrets and its proxy.
 */
const base = loadCompose('docker-compose.yml');
const replicas = loadCompose('docker-compose.yml', 'docker-compose.replicas.yml');

/** An operator's .env, as the README describes it. */
const dotEnv = {
  POSTGRES_PASSWORD: 's3cret-password',
  PUBLIC_URL: 'https://cash.example.com',
  PORT: '8080',
  TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
  SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
};

function service(file: typeof base, name: string): ComposeService {
  const found = file.services[name];
  if (!found) throw new Error(`no service ${name}`);
  return found;
}

/** The app's configuration in its container: .env through env_file, `environment` over it. */
function appConfig(app: ComposeService, env: Record<string, string>): Config {
  expect(app.env_file).toEqual([{ path: '.env', required: false }]);
  const loaded = loadConfig({ ...env, ...containerEnvironment(app, env) }, '/');
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return loaded.config;
}

const postgres = service(base, 'postgres');
const app = service(base, 'cashline');
const appEnv = containerEnvironment(app, dotEnv);
const pgEnv = containerEnvironment(postgres, dotEnv);

/** The nginx upstream's servers, its name, where nginx listens and where it passes requests. */
function nginxConfig() {
  const text = readRepoFile('deploy/nginx.conf');
  const upstream = /upstream (\w+) \{([^}]*)\}/.exec(text);
  return {
    upstream: upstream?.[1],
    servers: [...(upstream?.[2] ?? '').matchAll(/^\s*server ([\w.-]+):(\d+)/gm)].map((m) => ({
      host: m[1],
      port: m[2],
    })),
    listen: /^\s*listen (\d+);/m.exec(text)?.[1],
    proxyPass: [...text.matchAll(/proxy_pass http:\/\/([\w.-]+);/g)].map((m) => m[1]),
  };
}

describe('docker-compose.yml (the default stack)', () => {
  it("runs the app on the postgres service's database once that is healthy", () => {
    const url = new URL(appEnv.DATABASE_URL ?? '');
    expect(url.protocol).toBe('postgres:');
    expect(url.username).toBe(pgEnv.POSTGRES_USER);
    expect(url.password).toBe(pgEnv.POSTGRES_PASSWORD);
    expect(url.password).toBe(dotEnv.POSTGRES_PASSWORD);
    expect(Object.keys(base.services)).toContain(url.hostname);
    expect(url.port).toBe('5432');
    expect(url.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);
    // Without a password in .env, both fall back to the same default.
    const bare = new URL(containerEnvironment(app, {}).DATABASE_URL ?? '');
    expect(bare.password).toBe(containerEnvironment(postgres, {}).POSTGRES_PASSWORD);

    expect(app.depends_on).toEqual({ [url.hostname]: { condition: 'service_healthy' } });
    expect(postgres.healthcheck?.test.join(' ')).toContain(
      `pg_isready -U ${pgEnv.POSTGRES_USER} -d ${pgEnv.POSTGRES_DB}`,
    );
  });

  it("keeps the database and the app's data directory on the named volumes", () => {
    expect(postgres.volumes).toEqual(['cashline-postgres:/var/lib/postgresql/data']);
    expect(app.volumes).toEqual([`cashline-data:${appEnv.DATA_DIR}`]);
    expect(Object.keys(base.volumes ?? {}).sort()).toEqual(['cashline-data', 'cashline-postgres']);
  });

  it('publishes the port the app listens on, and checks its health there', () => {
    expect(app.ports).toEqual([`\${PORT:-3000}:${appEnv.PORT}`]);
    expect(app.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${appEnv.PORT}/api/health`);
  });

  it('gives the app the rest of .env, with the values compose sets winning over it', () => {
    const config = appConfig(app, dotEnv);
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/data');
    expect(config.databaseUrl).toBe(appEnv.DATABASE_URL);
    expect(config.publicUrl).toBe(dotEnv.PUBLIC_URL);
    expect(config.quickbooks.tokenEncryptionKey?.toString('hex')).toBe(dotEnv.TOKEN_ENCRYPTION_KEY);
    expect(appConfig(app, {}).publicUrl).toBeUndefined();
  });

  it("names the service, user and database in the README's backup commands", () => {
    const dump = readmeCommand('pg_dump').argv;
    const restore = readmeCommand('pg_restore').argv;
    for (const argv of [dump, restore]) {
      expect(argv[argv.indexOf('-U') + 1]).toBe(pgEnv.POSTGRES_USER);
    }
    expect(dump.at(-1)).toBe(pgEnv.POSTGRES_DB);
    expect(restore[restore.indexOf('-d') + 1]).toBe(pgEnv.POSTGRES_DB);
    expect(readRepoFile('README.md')).toContain(
      'docker compose exec -T cashline npm run -s export-ledger -- <organisation id>',
    );
  });
});

describe('docker-compose.replicas.yml over docker-compose.yml', () => {
  const replica = service(replicas, 'cashline');
  const proxy = service(replicas, 'proxy');
  const replicaEnv = containerEnvironment(replica, dotEnv);

  it('runs several replicas on the default stack’s database, with the secrets .env must give', () => {
    expect(replica.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(replicaEnv.DATABASE_URL).toBe(appEnv.DATABASE_URL);
    expect(replica.depends_on).toEqual(app.depends_on);
    const config = appConfig(replica, dotEnv);
    expect(config.sessionSecret).toBe(dotEnv.SESSION_SECRET);
    expect(config.authSecret).toBe(dotEnv.BETTER_AUTH_SECRET);
    expect(config.quickbooks.tokenEncryptionKey?.toString('hex')).toBe(dotEnv.TOKEN_ENCRYPTION_KEY);
    // Without them compose refuses to start, naming the one that is missing.
    for (const secret of ['SESSION_SECRET', 'BETTER_AUTH_SECRET'] as const) {
      const { [secret]: _missing, ...rest } = dotEnv;
      expect(() => containerEnvironment(replica, rest)).toThrow(`${secret}: set ${secret} in .env`);
    }
  });

  it('lets only the proxy publish a port, and nginx reaches the replicas where they listen', () => {
    const published = Object.entries(replicas.services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    const nginx = nginxConfig();
    expect(proxy.ports).toEqual([`\${PORT:-3000}:${nginx.listen}`]);
    expect(nginx.proxyPass).toEqual([nginx.upstream]);
    expect(nginx.servers).toEqual([{ host: 'cashline', port: replicaEnv.PORT }]);
    expect(replica.expose).toEqual([replicaEnv.PORT]);
    expect(proxy.volumes).toEqual(['./deploy/nginx.conf:/etc/nginx/nginx.conf:ro']);
    expect(fs.existsSync(path.join(repoRoot, 'deploy/nginx.conf'))).toBe(true);
    // One proxy in front: the app believes exactly its X-Forwarded-For entry.
    expect(replicaEnv.TRUST_PROXY_HOPS).toBe('1');
  });

  it('checks every service’s health, and starts the proxy once the replicas are healthy', () => {
    for (const [name, one] of Object.entries(replicas.services)) {
      expect(one.healthcheck?.test.length, name).toBeGreaterThan(1);
    }
    expect(proxy.depends_on).toEqual({ cashline: { condition: 'service_healthy' } });
    expect(proxy.healthcheck?.test.join(' ')).toContain('http://127.0.0.1/api/health');
    expect(nginxConfig().listen).toBe('80');
  });
});
