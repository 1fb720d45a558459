import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repoRoot.js';

const SOURCES = ['packages/core/src', 'packages/ai/src', 'apps/server/src', 'apps/web/src'];
/** A relative import that stays at run time (`import type` is erased by the compiler). */
const RUNTIME_IMPORT = /^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file));
}

/** Every cycle of runtime imports among `files`, each as the files around it. */
function cyclesOf(files: string[]): string[][] {
  const graph = new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(RUNTIME_IMPORT)].map((m) => resolve(file, m[1]!));
      return [file, targets.filter((target): target is string => target !== undefined)];
    }),
  );
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path_: string[] = [];
  const visit = (file: string): void => {
    path_.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = path_.indexOf(next);
      if (at !== -1) cycles.push([...path_.slice(at), next]);
      else if (!done.has(next)) visit(next);
    }
    path_.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it.each(SOURCES)('form no cycle at run time in %s', (dir) => {
    const root = path.join(repoRoot, dir);
    const cycles = cyclesOf(sourceFiles(root)).map((cycle) =>
      cycle.map((file) => path.relative(root, file)).join(' -> '),
    );
    expect(cycles).toEqual([]);
  });
});
