import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  containerEnvironment,
  loadCompose,
  readRepoFile,
  repoRoot,
} from './testing/composeFiles.js';

/**
 * The image runs what `npm start` runs, from where the build stage put it, on the port and data
 * directory docker-compose.yml gives the app, and has the export-ledger script the README runs in
 * it. (Building the image needs Docker; `pnpm deploy`, which makes its app directory, does not.)
 */
type Instruction = { op: string; args: string };

function stages(): Instruction[][] {
  const lines = readRepoFile('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  const result: Instruction[][] = [];
  for (const line of lines) {
    const [op = '', ...rest] = line.trim().split(/\s+/);
    if (op === 'FROM') result.push([]);
    result.at(-1)?.push({ op, args: rest.join(' ') });
  }
  return result;
}

const [build = [], runtime = []] = stages();
const args = (stage: Instruction[], op: string) =>
  stage.filter((one) => one.op === op).map((one) => one.args);
const runtimeEnv = Object.fromEntries(
  args(runtime, 'ENV')
    .flatMap((line) => line.split(/\s+/))
    .map((pair) => pair.split('=') as [string, string]),
);
const workdir = args(runtime, 'WORKDIR').at(-1) ?? '';
const serverPackage = JSON.parse(readRepoFile('apps/server/package.json')) as {
  scripts: Record<string, string>;
};
const app = loadCompose('docker-compose.yml').services.cashline;
const appEnv = app ? containerEnvironment(app, {}) : {};

describe('Dockerfile', () => {
  it('has two stages: the build, and the runtime it copies the deployed server into', () => {
    expect(stages()).toHaveLength(2);
    const run = args(build, 'RUN').join(' ');
    expect(run).toContain('pnpm install --frozen-lockfile');
    expect(run).toMatch(/turbo run build .*--filter=@cashline\/server/);
    expect(run).toMatch(/turbo run build .*--filter=@cashline\/web/);
    expect(run).toContain('pnpm deploy --filter=@cashline/server --prod --legacy /app/deploy');
    expect(args(runtime, 'COPY')).toContain('--from=build /app/deploy/ ./');
    expect(workdir).toBe('/app/apps/server');
  });

  it('starts the server as `npm start` does, on the port and data directory compose uses', () => {
    const cmd = JSON.parse(args(runtime, 'CMD').at(-1) ?? '[]') as string[];
    expect(cmd.join(' ')).toBe(serverPackage.scripts.start);
    expect(runtimeEnv.PORT).toBe(appEnv.PORT);
    expect(args(runtime, 'EXPOSE')).toEqual([appEnv.PORT]);
    expect(runtimeEnv.DATA_DIR).toBe(appEnv.DATA_DIR);
    expect(args(runtime, 'VOLUME')).toEqual([JSON.stringify([appEnv.DATA_DIR])]);
    // The non-root user owns the data directory it writes its secrets into.
    expect(args(runtime, 'RUN').join(' ')).toContain(`chown node:node ${appEnv.DATA_DIR}`);
    expect(args(runtime, 'USER')).toEqual(['node']);
  });

  it('puts the built web app where the server looks for it', () => {
    const main = readRepoFile('apps/server/src/main.ts');
    const relative = /const webDist = fileURLToPath\(new URL\('([^']+)'/.exec(main)?.[1] ?? '';
    // main.ts becomes dist/main.js in the image's app directory.
    const served = path.posix.resolve(workdir, 'dist', relative);
    expect(args(runtime, 'COPY')).toContain(`--from=build /app/apps/web/dist ${served}`);
  });

  it('has the export-ledger script, built from its source, that the README runs in the app', () => {
    const script = serverPackage.scripts['export-ledger'] ?? '';
    const built = /^node (dist\/.+)\.js$/.exec(script)?.[1] ?? '';
    const tsconfig = JSON.parse(readRepoFile('apps/server/tsconfig.json')) as {
      compilerOptions: { outDir: string; rootDir: string };
    };
    expect(tsconfig.compilerOptions).toMatchObject({ outDir: 'dist', rootDir: 'src' });
    const source = path.join(repoRoot, 'apps/server', built.replace(/^dist\//, 'src/') + '.ts');
    expect(fs.existsSync(source)).toBe(true);
    // The runtime image is node's: npm is there to run the script.
    expect(args(runtime, 'FROM')[0]).toMatch(/^node:\d+/);
  });
});
