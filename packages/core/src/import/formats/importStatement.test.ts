import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { statementFixtures } from '../../testing/statementFixtures.js';
import { importStatement, WORKBOOK_NEEDS_SHEETS } from './importStatement.js';
import { detectFormat } from './detectFormat.js';

const { fixtureSummary } = statementFixtures(
  (name) =>
    new Uint8Array(
      fs.readFileSync(new URL(`../../../test/fixtures/statements/${name}`, import.meta.url)),
    ),
);

const OPTIONS = { fileName: 'statement.ofx', today: '2024-12-31' };

describe('re-importing an overlapping statement', () => {
  it('finds every entry already stored by its bank id, whatever its description now says', () => {
    const first = fixtureSummary('camt053-v02-batch-reversal.xml');
    // Stored with descriptions the user edited since: the bank id still matches.
    const existing = first.transactions.map((t, i) => ({
      ...t,
      id: `stored-${i}`,
      description: `edited ${i}`,
    }));
    const again = fixtureSummary('camt053-v02-batch-reversal.xml', { existing });
    expect(again.transactions).toEqual([]);
    expect(again.duplicates.map((d) => d.existingId)).toEqual(existing.map((t) => t.id));
  });

  it('keeps two entries with different bank ids that look the same', () => {
    const text = (fitIds: string[]) =>
      `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>9</BANKACCTFROM><BANKTRANLIST>${fitIds
        .map(
          (id) =>
            `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-3.50<FITID>${id}<NAME>COFFEE</STMTTRN>`,
        )
        .join('')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const stored = importStatement({ text: text(['A1']) }, OPTIONS);
    if (!stored.result.ok) throw new Error(stored.result.error.message);
    const existing = stored.result.value.transactions;
    const { result } = importStatement({ text: text(['A1', 'A2']) }, { ...OPTIONS, existing });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.duplicates.map((d) => d.transaction.bankId)).toEqual(['ofx:9:A1']);
    expect(result.value.transactions.map((t) => t.bankId)).toEqual(['ofx:9:A2']);
  });

  it('falls back to date, amount and description for transactions stored without a bank id', () => {
    const summary = fixtureSummary('qif-ccard-latin1.qif');
    const existing = [{ ...summary.transactions[1]!, id: 'from-csv' }];
    const ofxLike = fixtureSummary('qif-ccard-latin1.qif', { existing });
    expect(ofxLike.duplicates.map((d) => d.existingId)).toEqual(['from-csv']);
    expect(ofxLike.transactions).toHaveLength(3);
  });
});

describe('importStatement', () => {
  it('reads CSV text as the CSV import does', () => {
    const { format, result } = importStatement(
      { text: 'Date,Description,Amount\n2024-01-02,Coffee,-3.50\n' },
      { ...OPTIONS, fileName: 'bank.csv' },
    );
    expect(format).toBe('csv');
    expect(result.ok && result.value.transactions.map((t) => t.amount)).toEqual([-3.5]);
  });

  it('asks for the sheets of a workbook given as bytes', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]);
    const { format, result } = importStatement({ bytes: zip }, { ...OPTIONS, fileName: 'a.xlsx' });
    expect(format).toBe('xlsx');
    expect(!result.ok && result.error.message).toBe(WORKBOOK_NEEDS_SHEETS);
  });

  it('says which file has no transactions', () => {
    const { result } = importStatement(
      {
        text: 'OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
      },
      OPTIONS,
    );
    expect(!result.ok && result.error.message).toBe('No transactions found in the OFX file');
  });
});

describe('detectFormat', () => {
  it('tells each format by its content, the extension only for text that fits none', () => {
    expect(detectFormat('\nOFXHEADER:100\nDATA:OFXSGML', 'x.csv')).toBe('ofx');
    expect(detectFormat('<?xml version="1.0"?><?OFX OFXHEADER="200"?><OFX>', 'x')).toBe('ofx');
    expect(
      detectFormat(
        '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">',
      ),
    ).toBe('camt');
    expect(detectFormat('!Type:Bank\nD1/2/24\n')).toBe('qif');
    expect(detectFormat(':20:STARTUMSE\n:25:1/2\n:28C:1\n', 'umsatz.txt')).toBe('mt940');
    expect(detectFormat('Date,Amount\n2024-01-01,1\n', 'a.ofx')).toBe('ofx');
    expect(detectFormat('Date,Amount\n2024-01-01,1\n', 'a.txt')).toBe('csv');
  });
});
