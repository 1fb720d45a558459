import fs from 'node:fs';

/** The server package's version, read from its package.json beside src/ and dist/. */
export function readVersion(): string {
  const file = new URL('../package.json', import.meta.url);
  const pkg: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (
    typeof pkg === 'object' &&
    pkg !== null &&
    'version' in pkg &&
    typeof pkg.version === 'string'
  ) {
    return pkg.version;
  }
  return '0.0.0';
}
