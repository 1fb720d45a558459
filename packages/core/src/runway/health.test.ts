import { describe, expect, it } from 'vitest';
import { runwayHealth } from './health.js';

describe('runwayHealth', () => {
  it('is green from 12 months, yellow from 6, red below', () => {
    expect(runwayHealth(12)).toBe('green');
    expect(runwayHealth(11.9)).toBe('yellow');
    expect(runwayHealth(6)).toBe('yellow');
    expect(runwayHealth(5.9)).toBe('red');
    expect(runwayHealth(0)).toBe('red');
  });
});
