const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos|nbsp);/g;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Decodes XML's named and numeric character references. An `&` that starts none (OFX 1.x files
 * often carry a bare "AT&T") is kept as written.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, code: string) => {
    if (code.startsWith('#x')) return safeCodePoint(parseInt(code.slice(2), 16), whole);
    if (code.startsWith('#')) return safeCodePoint(parseInt(code.slice(1), 10), whole);
    return NAMED[code] ?? whole;
  });
}

function safeCodePoint(code: number, whole: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}
