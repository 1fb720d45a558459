import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCollection, parse, parseDocument } from 'yaml';
import { repoRoot } from './repoRoot.js';

type Service = {
  image?: string;
  deploy?: { replicas?: number };
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
};
type Compose = { services: Record<string, Service> };

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const base = parse(read('docker-compose.yml')) as Compose;
// Compose's !reset tag empties what the base file lists; it is kept on the parsed node.
const replicasDocument = parseDocument(read('docker-compose.replicas.yml'));
const replicas = replicasDocument.toJS() as Compose;
const nginx = read('deploy/nginx.conf');

function tagOf(...keys: string[]): string | undefined {
  const node = replicasDocument.getIn(keys, true);
  return isCollection(node) ? node.tag : undefined;
}

describe('docker-compose.replicas.yml', () => {
  const app = replicas.services.cashline;
  const proxy = replicas.services.proxy;

  it('runs two replicas of the base file’s app, reached only through the proxy', () => {
    expect(base.services).toHaveProperty('cashline');
    expect(app?.deploy?.replicas).toBe(2);
    expect(tagOf('services', 'cashline', 'ports')).toBe('!reset');
    expect(app?.ports).toEqual([]);
    expect(proxy?.ports).toEqual(['${PORT:-3000}:80']);
  });

  it('gives each replica its own scratch space and the same secrets, required from .env', () => {
    expect(tagOf('services', 'cashline', 'volumes')).toBe('!reset');
    expect(app?.volumes).toEqual([]);
    for (const name of ['SESSION_SECRET', 'BETTER_AUTH_SECRET']) {
      expect(app?.environment?.[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    }
  });

  it('makes the app believe one proxy hop, and starts the proxy once the app is healthy', () => {
    expect(app?.environment?.TRUST_PROXY_HOPS).toBe('1');
    expect(proxy?.depends_on).toEqual({ cashline: { condition: 'service_healthy' } });
    expect(proxy?.image).toMatch(/^nginx:/);
    expect(proxy?.volumes).toEqual(['./deploy/nginx.conf:/etc/nginx/nginx.conf:ro']);
  });
});

describe('deploy/nginx.conf', () => {
  it('balances across the app service on the port it listens on', () => {
    const upstream = /upstream cashline \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const port = base.services.cashline?.environment?.PORT;
    expect(upstream).toContain(`server cashline:${port};`);
    expect(nginx).toContain('proxy_pass http://cashline;');
  });

  it('passes the browser’s Host with its port, and the client address and scheme', () => {
    expect(nginx).toContain('proxy_set_header Host $http_host;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });

  it('accepts bodies as large as the app does (200 MB)', () => {
    expect(nginx).toMatch(/client_max_body_size 200m;/);
  });
});
