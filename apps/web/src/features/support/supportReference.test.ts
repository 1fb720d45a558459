import { describe, expect, it } from 'vitest';
import { supportReference } from './supportReference';

describe('support reference', () => {
  it('is SUP- and the last six digits of the clock', () => {
    expect(supportReference(1_718_000_123_456)).toBe('SUP-123456');
  });

  it('keeps six digits when the clock ends in zeros', () => {
    expect(supportReference(1_718_000_000_042)).toBe('SUP-000042');
  });
});
