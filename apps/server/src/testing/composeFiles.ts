import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The repository's root, where the compose files, the Dockerfile and deploy/ are. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export function readRepoFile(name: string): string {
  return fs.readFileSync(path.join(repoRoot, name), 'utf8');
}

/** A service as the checks read it; compose allows more shapes, the committed files use these. */
export type ComposeService = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  env_file?: { path: string; required?: boolean }[];
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
};

export type ComposeFile = {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};

/** `!reset` (Compose 2.24.4): the later file empties what the earlier one set. */
const RESET = { reset: true } as const;
const customTags = (['seq', 'map'] as const).map((collection) => ({
  tag: '!reset',
  collection,
  resolve: () => RESET,
}));

function parseCompose(name: string): unknown {
  return parse(readRepoFile(name), { customTags });
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Compose's merge of a later file over an earlier one, as far as the committed files need it:
 * mappings merge key by key, sequences are appended, `!reset` empties, anything else is replaced.
 */
function merge(base: unknown, over: unknown): unknown {
  if (over === RESET) return Array.isArray(base) ? [] : {};
  if (isMap(base) && isMap(over)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) merged[key] = merge(base[key], value);
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(over)) return [...new Set([...base, ...over])];
  return over;
}

/** The compose files laid one over the other, as `docker compose -f a -f b` does. */
export function loadCompose(...names: string[]): ComposeFile {
  const merged = names.map(parseCompose).reduce((base, over) => merge(base, over), {});
  if (!isMap(merged) || !isMap(merged.services)) throw new Error('no services in the files');
  return merged as ComposeFile;
}

/**
 * Compose's variable interpolation for `${NAME}`, `${NAME:-default}` and `${NAME:?message}`
 * against the variables of `.env`; a required one that is missing throws with its message.
 */
export function interpolate(value: string, dotEnv: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?:(:?[-?])([^}]*))?\}/g,
    (_all, name: string, operator?: string, operand?: string) => {
      const set = dotEnv[name];
      const present = operator?.startsWith(':')
        ? set !== undefined && set !== ''
        : set !== undefined;
      if (present) return set ?? '';
      if (operator?.endsWith('?')) throw new Error(`${name}: ${operand ?? 'required'}`);
      return operator?.endsWith('-') ? (operand ?? '') : '';
    },
  );
}

/** The environment a service's container gets from its `environment`, after interpolation. */
export function containerEnvironment(
  service: ComposeService,
  dotEnv: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value), dotEnv),
    ]),
  );
}
