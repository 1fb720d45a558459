import { describe, expect, it } from 'vitest';
import {
  MAX_PATTERN_LENGTH,
  patternProblem,
  patternTest,
  UNSUPPORTED_PATTERN,
} from './safePattern.js';

describe('patternProblem', () => {
  it.each([
    '^AWS',
    'aws (emea|us)',
    'stripe\\s+transfer',
    '(?:gusto|adp) payroll',
    '[a-z]+ fee$',
    '^pos \\d+ .*coffee',
    '[(+)]+ fee',
    // Harmless on RE2's engine, however they nest.
    '(a+)+$',
    '(?:(?:.?){10}){10}~',
  ])('accepts %s', (pattern) => {
    expect(patternProblem(pattern)).toBeNull();
  });

  it('refuses an empty, overlong or invalid pattern', () => {
    expect(patternProblem('')).toBe('The pattern is empty.');
    expect(patternProblem('a'.repeat(MAX_PATTERN_LENGTH + 1))).toMatch(/longer than 200/);
    expect(patternProblem('(aws')).toBe(UNSUPPORTED_PATTERN);
  });

  it('refuses look-arounds and back-references, which RE2 does not run', () => {
    expect(patternProblem('(?=aws)a')).toBe(UNSUPPORTED_PATTERN);
    expect(patternProblem('(?<!x)fee')).toBe(UNSUPPORTED_PATTERN);
    expect(patternProblem('(a)\\1')).toBe(UNSUPPORTED_PATTERN);
  });
});

describe('patternTest', () => {
  it('matches case-insensitively within the first 500 characters', () => {
    const test = patternTest('^pos \\d+ .*coffee');
    expect(test('pos 1234 blue bottle coffee')).toBe(true);
    expect(test('POS 1234 BLUE BOTTLE COFFEE')).toBe(true);
    expect(test('atm 1234 coffee')).toBe(false);
    expect(patternTest('tail$')(`${'x'.repeat(600)}tail`)).toBe(false);
  });

  it('answers at once on patterns that stall a backtracking engine', () => {
    // On the browser's engine these take minutes to hours on such texts.
    const texts = ['tesco', 'a'.repeat(499), `${'ab'.repeat(240)}c`];
    const started = performance.now();
    for (const pattern of ['(?:(?:.?){10}){10}~', '(a+)+$', '(a|aa)*b', '(\\w+\\s?)+$']) {
      for (const text of texts) patternTest(pattern)(text);
    }
    // A loose bound that only a backtracking engine misses, by orders of magnitude.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('matches nothing for a pattern saved before rules ran on RE2', () => {
    expect(patternTest('(?=aws)aws')('aws emea')).toBe(false);
  });
});
