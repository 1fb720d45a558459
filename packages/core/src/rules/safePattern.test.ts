import { describe, expect, it } from 'vitest';
import { MAX_PATTERN_LENGTH, patternProblem } from './safePattern.js';

describe('patternProblem', () => {
  it.each([
    '^AWS',
    'aws (emea|us)',
    'stripe\\s+transfer',
    '(?:gusto|adp) payroll',
    '(?<ref>inv)\\d{4,8}',
    '[a-z]+ fee$',
    '^pos \\d+ .*coffee',
  ])('accepts %s', (pattern) => {
    expect(patternProblem(pattern)).toBeNull();
  });

  it('refuses an empty, overlong or invalid pattern', () => {
    expect(patternProblem('')).toBe('The pattern is empty.');
    expect(patternProblem('a'.repeat(MAX_PATTERN_LENGTH + 1))).toMatch(/longer than 200/);
    expect(patternProblem('(aws')).toBe('The pattern is not a valid regular expression.');
  });

  it.each(['(a+)+$', '(a*)*b', '(a|ab)*c', '((ab)+)+', '(x?){20}', '(\\w+\\s?)+$'])(
    'refuses %s, which can backtrack without bound',
    (pattern) => {
      expect(patternProblem(pattern)).toMatch(/too long to test/);
    },
  );

  it('refuses back-references and many open-ended repetitions', () => {
    expect(patternProblem('(a)\\1')).toMatch(/refer back/);
    expect(patternProblem('.*a.*b.*c.*d')).toMatch(/more than 3 open-ended/);
  });

  it('reads a class and an escaped bracket as characters', () => {
    expect(patternProblem('[(+)]+ fee')).toBeNull();
    expect(patternProblem('\\(a+\\)+')).toBeNull();
  });
});
