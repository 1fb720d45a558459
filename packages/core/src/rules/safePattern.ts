import { RE2JS } from 're2js';

/** Longest pattern a rule may hold. */
export const MAX_PATTERN_LENGTH = 200;

/** Characters of a description a pattern is tried on: a bound on the work of one test. */
export const PATTERN_TEXT_LIMIT = 500;

export const UNSUPPORTED_PATTERN =
  'The pattern is not a valid regular expression, or uses look-ahead, look-behind or a back-reference (\\1), which rules do not support.';

/**
 * Rule patterns run on RE2's engine (re2js), never on the browser's backtracking one: its time
 * grows with the text's length alone, whatever the pattern ("(?:(?:.?){10}){10}~" included), so
 * no saved rule can hang an import, a QuickBooks pull or the Rules page, and none needs a worker
 * or a time budget. The price is RE2's syntax: no look-arounds and no back-references.
 */
function compile(pattern: string): RE2JS | null {
  try {
    return RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  } catch {
    return null;
  }
}

/** Why a rule's pattern cannot be used, or null when it can. */
export function patternProblem(pattern: string): string | null {
  if (pattern.length === 0) return 'The pattern is empty.';
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return `The pattern is longer than ${MAX_PATTERN_LENGTH} characters.`;
  }
  return compile(pattern) === null ? UNSUPPORTED_PATTERN : null;
}

/**
 * The test a pattern condition runs on a (lower-cased) description: RE2's, on its first
 * PATTERN_TEXT_LIMIT characters. A pattern that no longer compiles (saved before rules used RE2)
 * matches nothing.
 */
export function patternTest(pattern: string): (text: string) => boolean {
  const compiled = compile(pattern);
  if (compiled === null) return () => false;
  return (text) => compiled.test(text.slice(0, PATTERN_TEXT_LIMIT));
}
