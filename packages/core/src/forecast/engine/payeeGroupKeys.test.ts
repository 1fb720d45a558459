import { describe, expect, it } from 'vitest';
import { ledger } from '../../testing/ledger.js';
import { PayeeGroupKeys } from './payeeGroupKeys.js';

describe('PayeeGroupKeys', () => {
  const transactions = ledger()
    .outflow('2024-01-05', 120, { description: 'CARD 0923 AWS EMEA 4491' })
    .outflow('2024-02-05', 118, { description: 'CARD 1023 AWS EMEA 8812' })
    .inflow('2024-02-06', 40, { description: 'CARD 1023 AWS EMEA 8812' })
    .outflow('2024-02-07', 900, { description: 'Rent Oak St' })
    .build();

  it("gives one payee's rows one group per direction, keyed by direction and payee", () => {
    const keys = new PayeeGroupKeys(transactions);
    const out = keys.idOf(0, false);
    expect(keys.idOf(1, false)).toBe(out);
    const back = keys.idOf(2, true);
    expect(back).not.toBe(out);
    expect(keys.keyOf(out)).toBe('-aws emea');
    expect(keys.keyOf(back)).toBe('+aws emea');
    expect(keys.keyOf(keys.idOf(3, false))).toBe('-rent oak st');
  });

  it('numbers groups in the order they are first asked, and answers a row again the same', () => {
    const keys = new PayeeGroupKeys(transactions);
    expect([3, 0, 1, 2, 3, 0].map((source) => keys.idOf(source, source === 2))).toEqual([
      0, 1, 1, 2, 0, 1,
    ]);
  });
});
