import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.js';
import { decodeBytes } from './decodeBytes.js';
import { importCsv } from './importCsv.js';
import type { ImportSummary } from './types.js';

// Column choice, header detection and descriptions on exports whose names or title lines misled
// a first-match reading (issue 18, classes 1, 2 and 5).

function importFixture(name: string): ImportSummary {
  const bytes = fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
  const result = importCsv(decodeBytes(bytes).text, { fileName: name, today: '2024-06-30' });
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.value;
}

function cents(summary: ImportSummary): number[] {
  return summary.transactions.map((t) => toCents(t.amount));
}

describe('a column named with the word beats one that only contains it', () => {
  it('reads Betrag, not the mostly empty "Lastschrift Ursprungsbetrag" (Sparkasse CAMT)', () => {
    const summary = importFixture('de-sparkasse-camt-ursprungsbetrag.csv');
    expect(summary.mapping).toMatchObject({ date: 'Buchungstag', amount: 'Betrag' });
    expect(cents(summary)).toEqual([-148_00, 4312_50, -62_90, -89_95, -1250_00, 980_00]);
    expect(summary.transactions.map((t) => t.date)).toEqual([
      '2024-03-28',
      '2024-03-27',
      '2024-03-25',
      '2024-03-22',
      '2024-03-18',
      '2024-03-15',
    ]);
  });

  it('reads the transaction date and running balance, not the constant initial ones', () => {
    const summary = importFixture('app-initial-date-balance.csv');
    expect(summary.mapping).toMatchObject({
      date: 'transaction_date',
      amount: 'amount',
      balance: 'balance',
    });
    expect(summary.transactions.map((t) => [t.date, toCents(t.amount), t.balance])).toEqual([
      ['2024-02-02', 1840_22, 10260.37],
      ['2024-02-05', -650_00, 9610.37],
      ['2024-02-09', -59_99, 9550.38],
      ['2024-02-14', 3500_00, 13050.38],
      ['2024-02-20', -4211_87, 8838.51],
      ['2024-02-27', -129_95, 8708.56],
    ]);
  });

  it('does not take a currency column called Valuta for the value date (Nordea DK)', () => {
    const summary = importFixture('dk-nordea-valuta-column.csv');
    expect(summary.mapping).toMatchObject({ date: 'Bogføringsdato', amount: 'Beløb' });
    expect(summary.transactions.map((t) => t.date)).toEqual([
      '2024-04-30',
      '2024-04-26',
      '2024-04-22',
      '2024-04-15',
      '2024-04-08',
      '2024-04-02',
    ]);
    expect(cents(summary).reduce((a, b) => a + b, 0)).toBe(
      -2450_00 + 12500_00 - 389_75 - 1120_40 + 6000_00 - 49_00,
    );
    expect(summary.issues).toEqual([]);
  });

  it('never takes a foreign-currency or fee column for the amount, wherever it stands', () => {
    const text = [
      'Date,Description,Original Amount,Fee,Amount',
      '2024-05-02,Hotel Lisboa,EUR 210.00,2.10,-228.95',
      '2024-05-03,Refund,EUR 15.00,0.00,16.35',
      '2024-05-04,Taxi,EUR 22.40,0.22,-24.41',
    ].join('\n');
    const result = importCsv(text, { fileName: 'card.csv', today: '2024-06-30' });
    expect(result.ok && result.value.mapping.amount).toBe('Amount');
  });

  it('keeps a named date column in which half the dates cannot be read', () => {
    const result = importCsv('Date,Amount\n01/02/2024,-5\nsoon,-6\n', {
      fileName: 'a.csv',
      today: '2024-07-01',
    });
    expect(result.ok && result.value.transactions.map((t) => t.date)).toEqual([
      '2024-01-02',
      '2024-07-01',
    ]);
  });

  it('passes over a named amount column that is empty on most rows', () => {
    const text = [
      'Date,Details,Amount,Total',
      '2024-05-02,Invoice 88,,-120.00',
      '2024-05-03,Card,,-15.50',
      '2024-05-04,Payment received,300.00,300.00',
      '2024-05-05,Fuel,,-61.20',
    ].join('\n');
    const result = importCsv(text, { fileName: 'ledger.csv', today: '2024-06-30' });
    expect(result.ok && result.value.mapping.amount).toBe('Total');
    expect(result.ok && result.value.transactions.map((t) => toCents(t.amount))).toEqual([
      -120_00, -15_50, 300_00, -61_20,
    ]);
  });
});

describe('the header is the named row with transactions of its width below it', () => {
  it('skips the ING title block, whose first line names a date and an amount', () => {
    const summary = importFixture('de-ing-title-block.csv');
    expect(summary.headerRow).toBe(15);
    expect(summary.mapping).toMatchObject({ date: 'Buchung', amount: 'Betrag', balance: 'Saldo' });
    expect(summary.transactions.map((t) => [t.date, toCents(t.amount)])).toEqual([
      ['2018-12-28', 1540_00],
      ['2018-12-27', -59_95],
      ['2018-12-21', -83_17],
      ['2018-12-17', -950_00],
      ['2018-12-03', -412_80],
    ]);
    expect(summary.issues.every((issue) => issue.kind === 'notice')).toBe(true);
    expect(summary.rowCount).toBe(5);
  });

  it('takes VWZ1 ... VWZ14 for names, not for data', () => {
    const summary = importFixture('de-vwz-columns.csv');
    expect(summary.headerRow).toBe(1);
    expect(summary.headers.slice(7, 9)).toEqual(['VWZ1', 'VWZ2']);
    expect(summary.mapping).toMatchObject({ date: 'Buchungstag', amount: 'Betrag' });
    expect(cents(summary)).toEqual([-186_40, 2975_00, -64_18, -1100_00, 640_00]);
  });

  it('does not take a two-field title holding a date and a balance for the first data row', () => {
    const text = [
      '28.12.2018;1.234,56',
      'Tag;Text;Wert;Art;Ref;Stand',
      '27.12.2018;Miete Atelier;-950,00;DA;R1;1.234,56',
      '21.12.2018;Honorar Weber;1.200,00;GU;R2;2.184,56',
      '14.12.2018;Telekom;-59,95;LS;R3;984,56',
    ].join('\n');
    const result = importCsv(text, { fileName: 'konto.csv', today: '2024-06-30' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.headerRow).toBe(2);
    expect(result.value.transactions.map((t) => [t.date, toCents(t.amount)])).toEqual([
      ['2018-12-27', -950_00],
      ['2018-12-21', 1200_00],
      ['2018-12-14', -59_95],
    ]);
    expect(result.value.issues[0]).toMatchObject({ row: 1, kind: 'notice' });
  });

  it('never reads a date in the amount column as an amount', () => {
    const text = [
      'Datum;Text;Betrag',
      '27.12.2018;Miete;-950,00',
      '28.12.2018;Kontostand per;28.12.2018',
      '21.12.2018;Honorar;1.200,00',
    ].join('\n');
    const result = importCsv(text, { fileName: 'konto.csv', today: '2024-06-30' });
    expect(result.ok && result.value.transactions.map((t) => toCents(t.amount))).not.toContain(
      28122018_00,
    );
    expect(result.ok && result.value.issues).toContainEqual(
      expect.objectContaining({ row: 3, field: 'amount', value: '28.12.2018' }),
    );
  });
});

describe('descriptions come from the payee and memo columns that vary, joined', () => {
  it('joins the payee and the memo (Nordea DK), leaving out the DKK currency column', () => {
    const summary = importFixture('dk-nordea-valuta-column.csv');
    expect(summary.transactions.map((t) => t.description)).toEqual([
      'Ejendomsselskabet Nørrebro ApS - Husleje maj',
      'Café Østerbro I/S - Faktura 2024-118',
      'Dankort-køb - Netto 4127 København',
      'SKAT - Moms 1. kvartal',
      'Hansen Grafisk - Honorar april',
      'Nordea - Gebyr netbank',
    ]);
  });

  it('joins VWZ1 ... VWZ14 into one memo after the payee', () => {
    const summary = importFixture('de-vwz-columns.csv');
    expect(summary.transactions.map((t) => t.description)).toEqual([
      'Allianz Versicherungs-AG - Betriebshaftpflicht Police 40/112-7781 Beitrag Q4 2023',
      'Brandt Elektrotechnik - RE 2023-0917 Installation Halle 2',
      'OBI Markt 0412 - OBI SAGT DANKE 2023-10-08T15:12 Karte 1',
      'Grundbesitz Hoffmann - Miete Oktober Lager',
      'Stadt Bielefeld - Zuschuss Ausbildung Az 51.2-118',
    ]);
  });

  it('reads Description 1..3, not a Description holding the account name on every row (UBS)', () => {
    const summary = importFixture('ch-ubs-description-columns.csv');
    expect(summary.mapping).toMatchObject({
      date: 'Booking date',
      debit: 'Debit',
      credit: 'Credit',
      description: 'Description 1',
    });
    expect(summary.transactions.map((t) => [t.date, toCents(t.amount), t.description])).toEqual([
      ['2024-03-28', -245_80, 'Swisscom (Schweiz) AG e-banking order Rechnung 1203344'],
      ['2024-03-25', 7500_00, 'Keller Architektur GmbH Payment Honorar Projekt Seefeld'],
      ['2024-03-22', -86_35, 'Migros Zürich Limmatplatz Debit card payment'],
      ['2024-03-15', -2850_00, 'Immobilien Huber AG Standing order Miete März Büro'],
      ['2024-03-08', -340_00, 'SBB CFF FFS Debit card payment GA Travelcard'],
      ['2024-03-01', -12_00, 'Balance of account fees'],
    ]);
  });

  it('uses the payee when the memo is empty', () => {
    const text = [
      'Buchungstag;Empfänger;Verwendungszweck;Betrag',
      '02.01.2024;Stadtwerke Essen;;-88,00',
      '03.01.2024;Otto Office;Bestellung 5512;-41,90',
      '04.01.2024;Kunde Berger;Rechnung 17;500,00',
    ].join('\n');
    const result = importCsv(text, { fileName: 'konto.csv', today: '2024-06-30' });
    expect(result.ok && result.value.transactions.map((t) => t.description)).toEqual([
      'Stadtwerke Essen',
      'Otto Office - Bestellung 5512',
      'Kunde Berger - Rechnung 17',
    ]);
  });

  it('never describes a row by its currency', () => {
    const text = 'Date,Amount,Currency\n2024-01-02,-12.00,EUR\n2024-01-03,40.00,EUR\n';
    const result = importCsv(text, { fileName: 'fx.csv', today: '2024-06-30' });
    expect(result.ok && result.value.transactions.map((t) => t.description)).toEqual([
      'Imported Transaction',
      'Imported Transaction',
    ]);
  });
});

describe('names that are not the counterparty', () => {
  it('does not take the card holder or the bank name for the payee', () => {
    const text = [
      'Date,Cardholder Name,Bank Name,Merchant,Amount',
      '2024-05-02,Jane Roe,First Bank,Staples,-42.10',
      '2024-05-03,John Doe,First Bank,Shell,-60.00',
      '2024-05-04,Jane Roe,First Bank,Delta Air Lines,-380.40',
    ].join('\n');
    const result = importCsv(text, { fileName: 'card.csv', today: '2024-06-30' });
    expect(result.ok && result.value.transactions.map((t) => t.description)).toEqual([
      'Staples',
      'Shell',
      'Delta Air Lines',
    ]);
  });
});

describe('each money column has its own decimal separator (issue 34, item 6)', () => {
  it('reads three-decimal dinars in a semicolon file as dinars, not thousands', () => {
    const result = importCsv(
      'Date;Description;Amount\n2024-03-01;Careem ride;JOD -4.750\n2024-03-02;Fee waived;0.000\n2024-03-03;Refund;93.210\n',
      { fileName: 'dinars.csv', today: '2024-04-01' },
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.transactions.map((t) => toCents(t.amount))).toEqual([-4_75, 0, 93_21]);
    expect(result.value.decimalSeparator).toBe('.');
  });

  it('still reads European amounts with grouped thousands beside them', () => {
    const result = importCsv(
      'Datum;Text;Betrag;Saldo\n01.03.2024;Miete;-1.500;10.234,56\n02.03.2024;Kunde;500;10.734,56\n03.03.2024;Gehalt;-2.300,50;8.434,06\n',
      { fileName: 'konto.csv', today: '2024-04-01' },
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.transactions.map((t) => toCents(t.amount))).toEqual([
      -1500_00, 500_00, -2300_50,
    ]);
    expect(result.value.transactions.map((t) => t.balance)).toEqual([10234.56, 10734.56, 8434.06]);
  });
});

describe('a column the import computed is never the balance (issue 34, item 4)', () => {
  const text = [
    'Date,Description,Amount,Running total',
    '2024-10-01,Client payment,1000.00,1000.00',
    '2024-10-02,Rent,-500.00,500.00',
    '2024-10-03,Coffee,-4.50,495.50',
  ].join('\n');

  it('leaves a running total out of the balance, guessed or chosen, and says why', () => {
    for (const mapping of [undefined, { balance: 'Running total' }]) {
      const result = importCsv(text, {
        fileName: 'october.csv',
        today: '2024-11-01',
        computedColumns: ['Running total'],
        ...(mapping ? { mapping } : {}),
      });
      if (!result.ok) throw new Error(result.error.message);
      expect(result.value.mapping.balance).toBeUndefined();
      expect(result.value.transactions.every((t) => t.balance === undefined)).toBe(true);
      expect(result.value.issues.map((issue) => issue.message)).toContain(
        '"Running total" was computed by the import, not written by the bank: it is not read as the statement\'s balance.',
      );
    }
  });
});
