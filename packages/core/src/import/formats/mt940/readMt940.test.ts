import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { statementFixtures, totalCents } from '../../../testing/statementFixtures.js';
import { importStatement } from '../importStatement.js';
import { describeDetails } from './mt940Details.js';
import { readLine61 } from './mt940Fields.js';

const { fixtureFailure, fixtureSummary, importFixture } = statementFixtures(
  (name) =>
    new Uint8Array(
      fs.readFileSync(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url)),
    ),
);

const ACCOUNT = '37040044/0532013000';

describe('MT940', () => {
  it("reads a German bank's statement: ?-subfields, entry dates, decimal commas, balances", () => {
    const imported = importFixture('mt940-sparkasse-latin1.sta');
    expect(imported.format).toBe('mt940');
    expect(imported.encoding).toBe('windows-1252');
    if (!imported.result.ok) throw new Error(imported.result.error.message);
    const summary = imported.result.value;
    expect(summary.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2024-03-04', 1500, 'Müller Gastronomie GmbH - Rechnung 2024-117 vom 28.02.2024'],
      ['2024-03-05', -289.9, 'Stadtwerke München - Strom März Kundennr. 448812'],
      ['2024-03-15', -4350, 'Beispiel Bistro GmbH - Gehälter März 2024'],
      ['2024-03-29', -12.5, 'Kontoführung März'],
    ]);
    expect(totalCents(summary)).toBe(-315240);
    expect(summary.transactions.map((t) => t.bankId)).toEqual([
      `mt940:${ACCOUNT}:2024-03-04:150000:0724710345313905`,
      undefined,
      `mt940:${ACCOUNT}:2024-03-15:-435000:SAMMLER0315`,
      undefined,
    ]);
    expect(summary.statement?.balances).toEqual({
      currency: 'EUR',
      opening: { date: '2024-03-01', cents: 1250000 },
      closing: { date: '2024-03-31', cents: 934760 },
      entriesCents: -315240,
      addsUp: true,
      differenceCents: 0,
    });
  });

  it('reads reversals (RD is money back in, RC money out) and entry dates in the year before', () => {
    const summary = fixtureSummary('mt940-swift-reversals.sta');
    expect(summary.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2023-12-29', -50, 'Card payment BAKERY 12'],
      ['2024-01-03', 50, 'Reversal of card payment BAKERY 12'],
      ['2024-01-04', 2000, 'ACME BV - INV-2024-001'],
      ['2024-01-05', -2000, 'Reversal - Returned: account closed'],
    ]);
    expect(summary.statement?.balances.addsUp).toBe(true);
    expect(summary.transactions[2]!.bankId).toBe(
      'mt940:DE89370400440532013000:2024-01-04:200000:B-1003',
    );
  });

  it('reads two accounts over several statements, and says where they do not add up', () => {
    const imported = importFixture('mt940-two-accounts.txt');
    expect(imported.format).toBe('mt940');
    if (!imported.result.ok) throw new Error(imported.result.error.message);
    const first = imported.result.value;
    expect(first.statement?.accounts.map((a) => [a.number, a.entryCount])).toEqual([
      ['NL91ABNA0417164300', 2],
      ['NL20INGB0001234567', 1],
    ]);
    expect(first.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2024-02-12', 100],
      ['2024-02-26', -20],
    ]);
    expect(first.statement?.balances).toMatchObject({
      opening: { date: '2024-02-01', cents: 50000 },
      closing: { date: '2024-02-29', cents: 58000 },
      addsUp: true,
    });
    const second = fixtureSummary('mt940-two-accounts.txt', { account: 1 });
    expect(second.transactions.map((t) => t.amount)).toEqual([300]);
    expect(second.statement?.balances).toMatchObject({ addsUp: false, differenceCents: -5000 });
    expect(second.issues).toContainEqual(
      expect.objectContaining({ row: 15, kind: 'skipped', value: '24022X0D45,00NMSCNONREF' }),
    );
  });

  it('names the line of a balance it cannot read', () => {
    expect(fixtureFailure('mt940-malformed.sta')).toBe(
      'The MT940 file cannot be read at line 4: the balance :60F:C24X301EUR12500,00 cannot be read (expected C or D, YYMMDD, currency, amount like C240115EUR1234,56)',
    );
  });

  it("leaves a bank's own :NS: fields aside and reads a balance without its currency", () => {
    const text = [
      ':20:STARTUMS',
      ':25:1222333444',
      ':28:1/1',
      ':60F:C020315DEM0,00',
      ':61:0203170320CM5000,00S05168790452',
      ':NS:01Verwendungszweck 1',
      '15Empfaenger',
      ':62F:C0203205000,00',
    ].join('\n');
    const { result } = importStatement({ text }, { fileName: 'bank.sta', today: '2024-12-31' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2002-03-20', 5000, 'Imported Transaction'],
    ]);
    expect(result.value.statement?.balances.addsUp).toBe(true);
  });

  it("reads banks' file headers, trailers, blank entry dates and padded type codes", () => {
    // Shapes of ABN AMRO (header lines), ASN (-}{5:} trailer), Citi (spaces for the entry date)
    // and Sberbank (type code `S   `) files in the mt940 Python project's test data.
    const text = [
      'ABNANL2A',
      '940',
      'ABNANL2A',
      ':20:ABN AMRO BANK NV',
      ':25:517852257',
      ':28:19321/1',
      ':60F:C110522EUR3236,28',
      ':61:110524    D1,56NMSCNONREF',
      ':86:GIRO   428428 KPN - DIGITENNE',
      ':61:1105240524DF2,00S   X',
      ':62F:C110524EUR3232,72',
      '-}{5:}',
    ].join('\r\n');
    const { result } = importStatement({ text }, { fileName: 'abn.sta', today: '2024-12-31' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2011-05-24', -1.56, 'GIRO 428428 KPN - DIGITENNE'],
      ['2011-05-24', -2, 'Imported Transaction'],
    ]);
    expect(result.value.statement?.balances.addsUp).toBe(true);
  });

  it('reads the parts of a :61: line', () => {
    expect(readLine61('2401021229D50,00NMSCCARD-7731//B-1001')).toMatchObject({
      valueDate: '2024-01-02',
      date: '2023-12-29',
      cents: -5000,
      customerReference: 'CARD-7731',
      bankReference: 'B-1001',
    });
    expect(readLine61('0709040904RCR204,88NRTINONREF')).toMatchObject({
      mark: 'RC',
      cents: -20488,
    });
    expect(readLine61('240301C1234,NTRFNONREF')).toMatchObject({ cents: 123400 });
    expect(readLine61('2403X1C1,00NTRFNONREF')).toBeNull();
  });

  it('joins ?20 to ?29 without spaces and takes the SEPA purpose', () => {
    expect(
      describeDetails('166?00GUTSCHRIFT?20EREF+1?21SVWZ+Miete Ju\n?22ni?32Hausverwaltung K?33G'),
    ).toBe('Hausverwaltung KG - Miete Juni');
    expect(describeDetails('835?00ENTGELT')).toBe('ENTGELT');
  });
});
