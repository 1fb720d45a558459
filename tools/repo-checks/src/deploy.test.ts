import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from './repoRoot.js';

type ComposeService = {
  build?: unknown;
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
};
type Compose = { services?: Record<string, ComposeService>; volumes?: Record<string, unknown> };

const compose = parse(
  fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'),
) as Compose;
const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  const service = compose.services?.cashline;

  it('builds the app from the Dockerfile and publishes port 3000', () => {
    expect(service?.build).toBe('.');
    expect(service?.ports).toEqual(['${PORT:-3000}:3000']);
  });

  it('keeps DATA_DIR on a named volume so data survives a rebuild', () => {
    expect(service?.environment?.DATA_DIR).toBe('/data');
    expect(service?.volumes).toEqual(['cashline-data:/data']);
    expect(compose.volumes).toHaveProperty('cashline-data');
  });
});

describe('Dockerfile', () => {
  it('builds in one stage and runs the server alone in another', () => {
    const stages = dockerfile.match(/^FROM .+$/gm) ?? [];
    expect(stages).toHaveLength(2);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/main\.js"\]$/m);
  });

  it('uses the pnpm release the workspace pins', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      packageManager: string;
    };
    expect(dockerfile).toContain(`npm install -g ${pkg.packageManager}`);
  });

  it('does not run as root', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
