import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repoRoot.js';

const eslint = new ESLint({ cwd: repoRoot });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

describe('packages/core stays pure', () => {
  it('rejects a Node API import', async () => {
    const ids = await ruleIds(
      "import fs from 'node:fs';\nexport const x = fs;\n",
      'packages/core/src/x.ts',
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('rejects an import of another workspace package', async () => {
    const ids = await ruleIds(
      "import { x } from '@cashline/ai';\nexport const y = x;\n",
      'packages/core/src/x.ts',
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('rejects reading the clock and DOM globals', async () => {
    const ids = await ruleIds(
      'export const now = new Date();\nexport const store = localStorage;\n',
      'packages/core/src/x.ts',
    );
    expect(ids).toEqual(expect.arrayContaining(['no-restricted-syntax', 'no-restricted-globals']));
  });

  it('accepts pure code', async () => {
    const ids = await ruleIds(
      'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
      'packages/core/src/x.ts',
    );
    expect(ids).toEqual([]);
  });
});

describe('packages/ai depends on the core only', () => {
  it('accepts @cashline/core', async () => {
    const ids = await ruleIds(
      "import { toCents } from '@cashline/core';\nexport const c = toCents(1);\n",
      'packages/ai/src/x.ts',
    );
    expect(ids).toEqual([]);
  });

  it('rejects the server package and Node APIs', async () => {
    const server = await ruleIds(
      "import { x } from '@cashline/server';\nexport const y = x;\n",
      'packages/ai/src/x.ts',
    );
    const node = await ruleIds(
      "import path from 'node:path';\nexport const p = path;\n",
      'packages/ai/src/x.ts',
    );
    expect(server).toContain('no-restricted-imports');
    expect(node).toContain('no-restricted-imports');
  });
});

describe('house style', () => {
  it('forbids `export *` so every package keeps an explicit public API', async () => {
    const ids = await ruleIds("export * from './money.js';\n", 'packages/core/src/index.ts');
    expect(ids).toContain('no-restricted-syntax');
  });

  it('forbids any', async () => {
    const ids = await ruleIds('export const x: any = 1;\n', 'apps/server/src/x.ts');
    expect(ids).toContain('@typescript-eslint/no-explicit-any');
  });
});
