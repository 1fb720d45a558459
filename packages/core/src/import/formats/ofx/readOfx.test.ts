import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { statementFixtures, totalCents } from '../../../testing/statementFixtures.js';
import { importStatement } from '../importStatement.js';

const { fixtureFailure, fixtureSummary, importFixture } = statementFixtures(
  (name) =>
    new Uint8Array(
      fs.readFileSync(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url)),
    ),
);

const load = importFixture;
const summaryOf = fixtureSummary;

describe('OFX 1.x SGML', () => {
  it('reads a Windows-1252 checking statement with its FITIDs and ledger balance', () => {
    const imported = load('ofx-sgml-checking-1252.ofx');
    expect(imported.format).toBe('ofx');
    expect(imported.encoding).toBe('windows-1252');
    if (!imported.result.ok) throw new Error(imported.result.error.message);
    const summary = imported.result.value;
    expect(summary.transactions).toHaveLength(5);
    expect(totalCents(summary)).toBe(-4.75 * 100 + 250000 - 120000 - 50000 - 1500);
    expect(summary.transactions[0]).toMatchObject({
      id: 'imported-ofx-sgml-checking-1252-row-1',
      date: '2024-01-02',
      description: 'Café Müller - POS PURCHASE',
      amount: -4.75,
      type: 'outflow',
      bankId: 'ofx:000123456789:202401020',
    });
    expect(summary.transactions.map((t) => t.date)).toEqual([
      '2024-01-02',
      '2024-01-05',
      '2024-01-10',
      '2024-01-15',
      '2024-01-31',
    ]);
    expect(summary.transactions[2]!.description).toBe('Check 1041');
    // The ledger balance is the balance after the newest entry.
    expect(summary.transactions[4]!.balance).toBe(12480.22);
    expect(summary.statement?.balances).toMatchObject({
      currency: 'USD',
      closing: { date: '2024-01-31', cents: 1248022 },
      addsUp: null,
    });
    expect(summary.statement?.accounts).toEqual([
      { number: '000123456789', kind: 'checking', currency: 'USD', entryCount: 5 },
    ]);
    // An XFER is a transfer candidate.
    expect(summary.issues).toContainEqual(
      expect.objectContaining({ row: 68, field: 'type', kind: 'notice' }),
    );
  });

  it('groups several accounts and imports the one chosen', () => {
    const first = summaryOf('ofx-multiple-accounts.ofx');
    expect(first.statement?.accounts.map((a) => [a.number, a.kind, a.entryCount])).toEqual([
      ['1111222233', 'checking', 3],
      ['1111999900', 'savings', 1],
      ['4111000011112222', 'credit card', 4],
    ]);
    expect(first.statement?.account).toBe(0);
    expect(first.transactions).toHaveLength(3);
    expect(totalCents(first)).toBe(320000 - 84217 - 61040);
    expect(first.issues[0]?.message).toContain('The file holds 3 accounts');

    const card = summaryOf('ofx-multiple-accounts.ofx', { account: 2 });
    expect(card.transactions.map((t) => t.amount)).toEqual([-89.99, -520.41, 610.4, 25]);
    expect(card.transactions[2]!.bankId).toBe('ofx:4111000011112222:CC-2024022001');
    // The card payment is a transfer candidate; the refund is not.
    const transfers = card.issues.filter((i) => i.field === 'type').map((i) => i.value);
    expect(transfers).toEqual(['AUTOMATIC PAYMENT - THANK YOU']);
  });

  it('reads an OFX saved as .txt by its content', () => {
    const imported = load('ofx-saved-as.txt');
    expect(imported.format).toBe('ofx');
    if (!imported.result.ok) throw new Error(imported.result.error.message);
    const summary = imported.result.value;
    expect(summary.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2024-06-03', -23.45, 'Tim Hortons #2214'],
      ['2024-06-14', 1875.5, 'Dépôt mobile'],
      ['2024-06-20', -100, 'ATM WITHDRAWAL'],
    ]);
  });

  it('names the line where a truncated file ends', () => {
    expect(fixtureFailure('ofx-truncated.ofx')).toBe(
      'The OFX file cannot be read at line 32: the file ends inside <STMTTRN> opened on line 30: is it cut short?',
    );
  });
});

describe('OFX 2.x XML', () => {
  it('reads a credit card statement with entities and UTF-8 text', () => {
    const summary = summaryOf('ofx2-xml-creditcard.qfx');
    expect(summary.format).toBe('ofx');
    expect(summary.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2024-03-04', -1250, 'AT&T BUSINESS - Wireless <12 lines>'],
      ['2024-03-12', -64.3, 'Crème de la Crème Bakery'],
      ['2024-03-20', 2000, 'ONLINE PAYMENT - THANK YOU'],
      ['2024-03-28', -39, 'LATE FEE'],
    ]);
    expect(summary.transactions[0]!.bankId).toBe('ofx:379912345671004:320240640277381446');
    expect(summary.statement?.accounts[0]?.kind).toBe('credit card');
    expect(summary.statement?.balances.closing).toEqual({ date: '2024-03-31', cents: -341012 });
  });

  it('reads an OFX 2 file that leaves its elements unclosed, as banks (ANZ) write them', () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
      '<?OFX OFXHEADER="200" VERSION="203" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
      '<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
      '<CCSTMTRS><CURDEF>AUD<CCACCTFROM><ACCTID>4564</CCACCTFROM><BANKTRANLIST>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20170510<TRNAMT>-5.50<FITID>201705101<NAME>CAFE</STMTTRN>',
      '</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>',
    ].join('\n');
    const { result } = importStatement({ text }, { fileName: 'anz.ofx', today: '2024-12-31' });
    expect(result.ok && result.value.transactions.map((t) => [t.date, t.amount, t.bankId])).toEqual(
      [['2017-05-10', -5.5, 'ofx:4564:201705101']],
    );
  });

  it('names the line of a closing tag that does not match', () => {
    expect(fixtureFailure('ofx2-malformed.ofx')).toBe(
      'The OFX file cannot be read at line 16: </STMTTRNN> closes no open element where </STMTTRN> (line 10) was expected',
    );
  });
});
