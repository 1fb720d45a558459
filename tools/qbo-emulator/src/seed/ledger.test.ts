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

  it('holds transfers and journal entries in the v3 wire format, each entry balanced', () => {
    const chart = new Map(ledger.accounts.map((a) => [a.Id, a]));
    const typeOf = (ref: unknown) => chart.get((ref as { value: string }).value)?.AccountType;
    const transfers = ledger.entities.Transfer;
    expect(transfers.length).toBeGreaterThanOrEqual(5);
    for (const t of transfers) {
      expect(t).toMatchObject({ Amount: expect.any(Number), TxnDate: expect.any(String) });
      expect(t).not.toHaveProperty('TotalAmt');
      expect(['Bank', 'Credit Card']).toContain(typeOf(t.FromAccountRef));
      expect(['Bank', 'Credit Card']).toContain(typeOf(t.ToAccountRef));
    }
    const entries = ledger.entities.JournalEntry;
    expect(entries.length).toBeGreaterThanOrEqual(12);
    for (const entry of entries) {
      const lines = entry.Line as {
        Amount: number;
        DetailType: string;
        JournalEntryLineDetail: { PostingType: 'Debit' | 'Credit'; AccountRef: unknown };
      }[];
      const cents = (side: string) =>
        lines
          .filter((l) => l.JournalEntryLineDetail.PostingType === side)
          .reduce((sum, l) => sum + Math.round(l.Amount * 100), 0);
      expect(lines.every((l) => l.DetailType === 'JournalEntryLineDetail')).toBe(true);
      expect(cents('Debit')).toBe(cents('Credit'));
      expect(Math.round((entry.TotalAmt as number) * 100)).toBe(cents('Debit'));
      for (const line of lines)
        expect(typeOf(line.JournalEntryLineDetail.AccountRef)).toBeDefined();
    }
  });

  it('has a chart of accounts naming every account the books post to', () => {
    const ids = new Set(ledger.accounts.map((a) => a.Id));
    const refs = JSON.stringify(ledger.entities).matchAll(
      /"(?:AccountRef|DepositToAccountRef|APAccountRef|ARAccountRef|BankAccountRef|FromAccountRef|ToAccountRef)":\{"value":"(\d+)"/g,
    );
    for (const [, id] of refs) expect(ids.has(id ?? '')).toBe(true);
    const types = ledger.accounts.map(
      (a) => `${a.FullyQualifiedName as string}=${a.AccountType as string}`,
    );
    expect(types).toEqual(
      expect.arrayContaining(['Checking=Bank', 'Savings=Bank', 'Mastercard=Credit Card']),
    );
  });
});
