import { describe, expect, it } from 'vitest';
import { runwayHealth } from './health.js';

describe('runwayHealth', () => {
  it('is green without burn', () => {
    expect(runwayHealth(Infinity)).toBe('green');
  });

  it('is red with no runway', () => {
    expect(runwayHealth(0)).toBe('red');
  });
});
