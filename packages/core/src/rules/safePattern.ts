/** Longest pattern a rule may hold. */
export const MAX_PATTERN_LENGTH = 200;

/** Characters of a description a pattern is tried on: a bound on the work of one test. */
export const PATTERN_TEXT_LIMIT = 500;

/** Open-ended repetitions a pattern may hold: ".*a.*b" backtracks as the text's length to their power. */
const MAX_REPEATS = 3;

type Group = { risky: boolean };

/** Whether the quantifier starting at `i` may repeat without bound: *, +, {n,} or {n,m} with m > 10. */
function unboundedAt(pattern: string, i: number): boolean {
  const char = pattern[i];
  if (char === '*' || char === '+') return true;
  if (char !== '{') return false;
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (braces === null) return false;
  if (braces[2] === undefined) return Number(braces[1]) > 10;
  return braces[3] === '' || Number(braces[3]) > 10;
}

/**
 * Why a rule's pattern cannot be used, or null when it can. Besides being a valid regular
 * expression of at most MAX_PATTERN_LENGTH characters, it must not be able to backtrack without
 * bound: no repeated group that itself holds a repetition or an alternative ("(a+)+", "(a|ab)*"),
 * and no back-reference. Conservative: a few harmless patterns are refused with the others.
 */
export function patternProblem(pattern: string): string | null {
  if (pattern.length === 0) return 'The pattern is empty.';
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return `The pattern is longer than ${MAX_PATTERN_LENGTH} characters.`;
  }
  try {
    new RegExp(pattern, 'i');
  } catch {
    return 'The pattern is not a valid regular expression.';
  }
  const groups: Group[] = [{ risky: false }];
  let inClass = false;
  let repeats = 0;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '\\') {
      if (!inClass && /[1-9k]/.test(pattern[i + 1] ?? '')) {
        return 'The pattern may not refer back to a group (\\1).';
      }
      i += 1;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') {
      groups.push({ risky: false });
      // (?:, (?=, (?!, (?<=, (?<!, (?<name>: the group's syntax, not an optional.
      const syntax = /^\?(<[A-Za-z_$][\w$]*>|<=|<!|[:=!])/.exec(pattern.slice(i + 1));
      if (syntax !== null) i += syntax[0].length;
    } else if (char === '|') groups[groups.length - 1]!.risky = true;
    else if (char === ')') {
      const inner = groups.pop()!;
      if (inner.risky && unboundedAt(pattern, i + 1)) {
        return 'The pattern repeats a group that itself repeats or has alternatives, which can take too long to test.';
      }
      if (inner.risky) groups[groups.length - 1]!.risky = true;
    } else if (unboundedAt(pattern, i) || char === '?') {
      groups[groups.length - 1]!.risky = true;
      if (unboundedAt(pattern, i)) repeats += 1;
    }
  }
  if (repeats > MAX_REPEATS) {
    return `The pattern has more than ${MAX_REPEATS} open-ended repetitions (*, +), which can take too long to test.`;
  }
  return null;
}
