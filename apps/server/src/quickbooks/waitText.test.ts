import { describe, expect, it } from 'vitest';
import { describeWait } from './waitText.js';

describe('describeWait', () => {
  it('rounds up to whole seconds, then minutes, then hours', () => {
    expect(describeWait(0)).toBe('1 second');
    expect(describeWait(400)).toBe('1 second');
    expect(describeWait(1001)).toBe('2 seconds');
    expect(describeWait(45_000)).toBe('45 seconds');
    expect(describeWait(119_000)).toBe('119 seconds');
    expect(describeWait(120_000)).toBe('2 minutes');
    expect(describeWait(3_600_000)).toBe('60 minutes');
    expect(describeWait(7_200_000)).toBe('2 hours');
    expect(describeWait(7_200_001)).toBe('3 hours');
  });
});
