import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { statementFixtures, totalCents } from '../../../testing/statementFixtures.js';
import { importStatement } from '../importStatement.js';

const { fixtureFailure, fixtureSummary, importFixture } = statementFixtures(
  (name) =>
    new Uint8Array(
      fs.readFileSync(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url)),
    ),
);

describe('camt.053', () => {
  it('reads entries, splits a batch into its transactions and checks the balances', () => {
    const imported = importFixture('camt053-v02-batch-reversal.xml');
    expect(imported.format).toBe('camt');
    expect(imported.encoding).toBe('utf-8');
    if (!imported.result.ok) throw new Error(imported.result.error.message);
    const summary = imported.result.value;
    expect(summary.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2024-03-04', 1500, 'Müller Gastronomie GmbH - Rechnung 2024-117'],
      ['2024-03-05', -289.9, 'Stadtwerke München - Strom März Kundennr. 448812'],
      ['2024-03-06', 289.9, 'Reversal: Stadtwerke München - Rücklastschrift Strom März'],
      ['2024-03-15', -1800, 'Anna Schmidt - Gehalt März'],
      ['2024-03-15', -1650, 'Jonas Weber - Gehalt März'],
      ['2024-03-15', -900, 'Lea Fischer - Gehalt März (Minijob)'],
      ['2024-03-29', -12.5, 'Kontoführungsgebühr'],
    ]);
    expect(totalCents(summary)).toBe(-286250);
    expect(summary.transactions.map((t) => t.bankId)).toEqual([
      'camt:DE89370400440532013000:2024030400001',
      'camt:DE89370400440532013000:2024030500002',
      'camt:DE89370400440532013000:2024030600004',
      'camt:DE89370400440532013000:2024031500003/1',
      'camt:DE89370400440532013000:2024031500003/2',
      'camt:DE89370400440532013000:2024031500003/3',
      'camt:DE89370400440532013000:2024032900005',
    ]);
    expect(summary.statement?.balances).toEqual({
      currency: 'EUR',
      opening: { date: '2024-02-29', cents: 1000000 },
      closing: { date: '2024-03-31', cents: 713750 },
      entriesCents: -286250,
      addsUp: true,
      differenceCents: 0,
    });
    expect(summary.transactions.at(-1)!.balance).toBe(7137.5);
  });

  it('reads an ISO-8859-1 camt.053.001.08 with two accounts, one not adding up', () => {
    const imported = importFixture('camt053-v08-two-accounts-latin1.xml');
    expect(imported.encoding).toBe('iso-8859-1');
    if (!imported.result.ok) throw new Error(imported.result.error.message);
    const first = imported.result.value;
    expect(first.statement?.accounts.map((a) => [a.number, a.currency, a.entryCount])).toEqual([
      ['CH9300762011623852957', 'CHF', 2],
      ['CH5604835012345678009', 'CHF', 1],
    ]);
    expect(first.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2024-05-02', 750, 'Crèmerie Dupré SA - Facture 5531'],
      ['2024-05-03', -1200, 'Régie Immobilière - Loyer mai'],
    ]);
    expect(first.statement?.balances.addsUp).toBe(true);

    const second = fixtureSummary('camt053-v08-two-accounts-latin1.xml', { account: 1 });
    expect(second.transactions.map((t) => [t.amount, t.description])).toEqual([
      [1000, 'Zoë Keller - Einlage'],
    ]);
    // Opening -200.00 (DBIT) + 1000.00 is 800.00, not the closing 750.00.
    expect(second.statement?.balances).toMatchObject({
      opening: { date: '2024-05-01', cents: -20000 },
      closing: { date: '2024-05-31', cents: 75000 },
      addsUp: false,
      differenceCents: -5000,
    });
  });

  it('names the line of a mismatched closing tag', () => {
    expect(fixtureFailure('camt053-malformed.xml')).toBe(
      'The camt file cannot be read at line 7: </Amount> closes no open element where </Amt> (line 7) was expected',
    );
  });
});

describe('camt.052 and camt.054', () => {
  it('leaves pending entries out, dates by value date when no booking date, keeps an unsplit batch', () => {
    const summary = fixtureSummary('camt052-intraday-pending.xml');
    expect(summary.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2024-06-10', -45, 'Parkhaus Mitte'],
      ['2024-06-11', 320, 'Kunde AG - Anzahlung Catering'],
      ['2024-06-11', -300, 'SEPA Sammelüberweisung - Batch of 2 transactions'],
    ]);
    expect(summary.rowCount).toBe(4);
    expect(summary.issues).toContainEqual(
      expect.objectContaining({
        kind: 'skipped',
        message: 'The entry is not booked yet (status PDNG) and was left out.',
      }),
    );
    expect(summary.statement?.balances.addsUp).toBeNull();
  });

  it('reads version 1, whose message element carries a V01 suffix', () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.01"><BkToCstmrAcctRptV01>',
      '<Rpt><Acct><Id><IBAN>SE5550000000054910000003</IBAN></Id></Acct>',
      '<Ntry><Amt Ccy="SEK">200000</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>',
      '<BookgDt><Dt>2007-10-18</Dt></BookgDt><AcctSvcrRef>AAAASESS-FP-ACCR-01</AcctSvcrRef></Ntry>',
      '</Rpt></BkToCstmrAcctRptV01></Document>',
    ].join('\n');
    const { result } = importStatement({ text }, { fileName: 'r.xml', today: '2024-12-31' });
    expect(result.ok && result.value.transactions.map((t) => [t.date, t.amount, t.bankId])).toEqual(
      [['2007-10-18', -200000, 'camt:SE5550000000054910000003:AAAASESS-FP-ACCR-01']],
    );
  });

  it('reads a namespace-prefixed camt.054 with a structured reference and a date-time', () => {
    const summary = fixtureSummary('camt054-notification-prefixed.xml');
    expect(summary.transactions.map((t) => [t.date, t.amount, t.description, t.bankId])).toEqual([
      ['2024-07-01', 99.95, 'Online Shop Kunde - RF18539007547034', 'camt:0012345678:N-1'],
      ['2024-07-02', -15, 'Gebühr Kartenzahlung', 'camt:0012345678:N-2'],
    ]);
  });
});
