import { describe, expect, it } from 'vitest';
import { accountEditSchema } from './ledgerDocument.js';

describe('an account edit', () => {
  it('clears the low-cash threshold with null, never a required field', () => {
    expect(
      accountEditSchema.parse({ baseVersion: 2, changes: { lowCashThreshold: null } }),
    ).toEqual({ baseVersion: 2, changes: { lowCashThreshold: null } });
    expect(
      accountEditSchema.parse({ baseVersion: 2, changes: { lowCashThreshold: 500, name: 'Ops' } }),
    ).toEqual({ baseVersion: 2, changes: { lowCashThreshold: 500, name: 'Ops' } });
    expect(
      accountEditSchema.safeParse({ baseVersion: 2, changes: { lowCashThreshold: -1 } }).success,
    ).toBe(false);
    expect(accountEditSchema.safeParse({ baseVersion: 2, changes: { name: null } }).success).toBe(
      false,
    );
  });
});
