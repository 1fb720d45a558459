import { describe, expect, it } from 'vitest';
import { LEDGER_ENTITY_NAMES, seedLedger } from './ledger.js';

const today = '2025-07-01';

describe('seedLedger', () => {
  const ledger = seedLedger({ today });
  const all = LEDGER_ENTITY_NAMES.flatMap((name) => ledger.entities[name]);

  it('is the same ledger every time for the same date', () => {
    expect(seedLedger({ today })).toEqual(ledger);
  });

  it('moves with the injected date', () => {
    const later = seedLedger({ today: '2026-03-15' });
    const dates = later.entities.SalesReceipt.map((e) => e.TxnDate as string);
    expect(dates.at(0)).toBe('2025-03-15');
    expect(dates.at(-1)).toBe('2026-03-14');
  });

  it('covers the year before today and nothing on or after it', () => {
    const dates = all.map((e) => e.TxnDate as string).sort();
    expect(dates[0]).toBe('2024-07-01');
    expect(dates.at(-1)).toBe('2025-06-30');
  });

  it('holds every cash-moving entity with unique ids', () => {
    for (const name of LEDGER_ENTITY_NAMES) expect(ledger.entities[name].length).toBeGreaterThan(0);
    const ids = all.map((e) => e.Id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('looks like a small bakery: daily sales, monthly rent, biweekly payroll, supplier bills', () => {
    expect(ledger.entities.SalesReceipt.length).toBeGreaterThan(300);
    const purchases = ledger.entities.Purchase;
    const line = (e: (typeof purchases)[number]) =>
      (e.Line as { AccountBasedExpenseLineDetail: { AccountRef: { name: string } } }[])[0]!
        .AccountBasedExpenseLineDetail.AccountRef.name;
    expect(purchases.filter((e) => line(e) === 'Rent or Lease')).toHaveLength(12);
    expect(
      purchases.filter((e) => line(e) === 'Payroll Expenses:Wages').length,
    ).toBeGreaterThanOrEqual(26);
    expect(ledger.entities.BillPayment.length).toBeGreaterThanOrEqual(52);
    const sales = ledger.entities.SalesReceipt.reduce((s, e) => s + (e.TotalAmt as number), 0);
    const spending = purchases.reduce((s, e) => s + (e.TotalAmt as number), 0);
    expect(sales).toBeGreaterThan(200_000);
    expect(spending).toBeGreaterThan(150_000);
  });

  it('keeps line amounts summing to the total, to the cent', () => {
    for (const receipt of ledger.entities.SalesReceipt) {
      const lines = (receipt.Line as { Amount: number; DetailType: string }[]).filter(
        (l) => l.DetailType === 'SalesItemLineDetail',
      );
      const cents = lines.reduce((s, l) => s + Math.round(l.Amount * 100), 0);
      expect(cents).toBe(Math.round((receipt.TotalAmt as number) * 100));
    }
  });

  it('can record several till receipts a day, enough for more than one page', () => {
    expect(
      seedLedger({ today, salesReceiptsPerDay: 4 }).entities.SalesReceipt.length,
    ).toBeGreaterThan(1000);
  });
});
