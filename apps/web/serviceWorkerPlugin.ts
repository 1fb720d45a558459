import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const SW_SOURCE = new URL('./sw/sw.js', import.meta.url);

function publicFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length).replaceAll('\\', '/'));
  } catch {
    return [];
  }
}

/**
 * Emits /sw.js at build time with the list of files that make up the app shell and a version
 * derived from them, so every build that changes the app installs a new service worker.
 */
export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'cashline-service-worker',
    apply: 'build',
    // After Vite's own plugins, so index.html is already in the bundle.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const source = readFileSync(SW_SOURCE, 'utf8');
      const built = Object.keys(bundle)
        .filter((fileName) => !fileName.endsWith('.map'))
        .map((fileName) => `/${fileName}`);
      const precache = [...new Set([...built, ...publicFiles(publicDir)])].sort();
      const hash = createHash('sha256').update(source);
      for (const file of precache) hash.update(file);
      const indexHtml = bundle['index.html'];
      if (indexHtml?.type === 'asset') hash.update(String(indexHtml.source));
      const version = hash.digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(precache)};\n${source}`,
      });
    },
  };
}
