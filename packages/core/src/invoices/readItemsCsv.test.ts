import { describe, expect, it } from 'vitest';
import { openItemSchema } from './openItem.js';
import { readItemsCsv } from './readItemsCsv.js';

describe('readItemsCsv', () => {
  it('reads the layout with a header, paid and open invoices alike', () => {
    const text = [
      'Customer,Number,Amount,Issue date,Due date,Paid date',
      'Acme Logistics,1001,"$1,250.00",2026-09-01,2026-10-01,2026-10-15',
      'Birch & Co,1002,980.5,2026-09-10,2026-10-10,',
    ].join('\n');
    const { items, errors } = readItemsCsv(text, 'invoice');
    expect(errors).toEqual([]);
    expect(items).toEqual([
      {
        id: 'invoice:acme logistics:1001',
        kind: 'invoice',
        party: 'Acme Logistics',
        number: '1001',
        amount: 1250,
        balance: 0,
        issueDate: '2026-09-01',
        dueDate: '2026-10-01',
        payments: [{ date: '2026-10-15', amount: 1250 }],
      },
      {
        id: 'invoice:birch & co:1002',
        kind: 'invoice',
        party: 'Birch & Co',
        number: '1002',
        amount: 980.5,
        balance: 980.5,
        issueDate: '2026-09-10',
        dueDate: '2026-10-10',
        payments: [],
      },
    ]);
  });

  it('reads a file without a header in the layout, day-first dates and decimal commas', () => {
    const text = [
      'Dupont SARL;F-17;1.234,56;15/09/2026;15/10/2026;20/10/2026',
      'Martin;F-18;99,00;16/09/2026;31/10/2026;',
    ].join('\n');
    const { items, errors } = readItemsCsv(text, 'bill');
    expect(errors).toEqual([]);
    expect(items.map((i) => [i.party, i.amount, i.dueDate, i.balance])).toEqual([
      ['Dupont SARL', 1234.56, '2026-10-15', 0],
      ['Martin', 99, '2026-10-31', 99],
    ]);
    expect(items[0]?.kind).toBe('bill');
  });

  it('keeps a part payment from a paid amount column as the balance still owed', () => {
    const text = [
      'customer,invoice no,total,invoice date,due,payment date,amount paid,currency',
      'Acme,7,500,2026-01-02,2026-02-01,2026-02-10,200,eur',
    ].join('\n');
    const [item] = readItemsCsv(text, 'invoice').items;
    expect(item?.balance).toBe(300);
    expect(item?.payments).toEqual([{ date: '2026-02-10', amount: 200 }]);
    expect(item?.currency).toBe('EUR');
  });

  it('leaves out each bad row with its spreadsheet row number and reason', () => {
    const text = [
      'Customer,Number,Amount,Issue date,Due date,Paid date',
      ',1,10,2026-01-01,2026-01-31,',
      'Acme,,10,2026-01-01,2026-01-31,',
      'Acme,3,ten,2026-01-01,2026-01-31,',
      'Acme,4,-10,2026-01-01,2026-01-31,',
      'Acme,5,10,2026-01-01,,',
      'Acme,6,10,2026-01-01,2026-02-30,',
      'Acme,7,10,2026-02-01,2026-01-31,',
      '',
      'Acme,9,10,2026-01-01,2026-01-31,',
      'ACME,9,12,2026-01-01,2026-01-31,',
    ].join('\n');
    const { items, errors } = readItemsCsv(text, 'invoice');
    expect(items.map((i) => i.number)).toEqual(['9']);
    expect(errors).toEqual([
      { row: 2, message: 'No customer' },
      { row: 3, message: 'No invoice number' },
      { row: 4, message: 'The amount "ten" is not an amount' },
      { row: 5, message: 'The amount -10 must be more than 0' },
      { row: 6, message: 'No due date' },
      { row: 7, message: 'The due date "2026-02-30" is not a date' },
      { row: 8, message: 'The due date cannot be before the issue date' },
      { row: 11, message: 'Invoice 9 of ACME is on row 10' },
    ]);
  });

  it('refuses a header that lacks a required column, naming it', () => {
    const text = 'Vendor,Amount,Due date\nPaper Co,10,2026-01-01';
    expect(readItemsCsv(text, 'bill')).toEqual({
      items: [],
      errors: [{ row: 1, message: 'The header names no number, issue date column' }],
    });
    expect(readItemsCsv('\n\n', 'bill').errors).toEqual([{ row: 1, message: 'The file is empty' }]);
  });
});

describe('openItemSchema', () => {
  const item = {
    id: 'i1',
    kind: 'invoice',
    party: 'Acme',
    number: '1',
    amount: 100,
    balance: 40,
    issueDate: '2026-01-01',
    dueDate: '2026-01-31',
    payments: [{ date: '2026-02-05', amount: 60 }],
  };

  it('accepts payments and a balance that add up to the amount or less', () => {
    expect(openItemSchema.safeParse(item).success).toBe(true);
    expect(openItemSchema.safeParse({ ...item, balance: 0 }).success).toBe(true);
  });

  it('refuses more paid and owed than the amount, and a three-letter code only as currency', () => {
    const over = openItemSchema.safeParse({ ...item, balance: 40.01 });
    expect(over.error?.issues[0]?.message).toBe(
      'The payments and the balance add up to more than the amount',
    );
    expect(openItemSchema.safeParse({ ...item, currency: 'usd' }).success).toBe(false);
    expect(openItemSchema.safeParse({ ...item, party: '  ' }).success).toBe(false);
  });
});
