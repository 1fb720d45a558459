import { describe, expect, it } from 'vitest';
import { parsePayee } from './parsePayee.js';

// Descriptions as banks write them. Sources:
// [34] Cashline issue #34: a small business's Chase checking export (ACH and Fedwire lines).
// [bi] github.com/jbms/beancount-import testdata/source/ofx/checking2.ofx (GPL-2.0).
// [bg] github.com/beancount/beangulp examples/.../2013-12-03.bofa.ofx (GPL-2.0).
// [b2y] github.com/bank2ynab/bank2ynab test/test-data (MIT): bunq, Raiffeisen, Marks & Spencer.
// [pr] public parsers' fixtures of Chase business statements (find_string in the code index:
//      "Fedwire Credit Via: ... B/O: ...", "ORIG CO NAME:Express Transpor ...", "PGANDE WEB ONLINE").
// [mt] the MT940 :86: and camt name/remittance layouts of packages/core/test/fixtures/statements.
const name = (description: string) => parsePayee(description).name;
const key = (description: string) => parsePayee(description).key;

describe('parsePayee: ACH', () => {
  it('reads the originator of a Chase ACH line, not its ids, dates and trace numbers [34]', () => {
    const meridian =
      'ORIG CO NAME:MERIDIAN FOODS CO ORIG ID:1234567890 DESC DATE:261026 CO ENTRY DESCR:PAYMENT SEC:CCD TRACE#:021000021234567 EED:261026 IND ID:INV1042 IND NAME:CASHLINE DEMO LLC TRN: 2991234567TC';
    expect(parsePayee(meridian)).toEqual({
      name: 'Meridian Foods Co',
      key: 'meridian foods co',
      memo: 'PAYMENT',
    });
    expect(
      name(
        'ORIG CO NAME:ACME LOGISTICS INC ORIG ID:3654424954 DESC DATE:261026 CO ENTRY DESCR:VENDOR PAYSEC:CCD TRACE#:091000012345678 EED:261026 IND ID:PNTTJGRR IND NAME:CASHLINE',
      ),
    ).toBe('Acme Logistics Inc');
  });

  it('gives one key to one originator whatever its trace ids [34, pr]', () => {
    const a =
      'ORIG CO NAME:EXPENSIFY INC ORIG ID:9800012345 DESC DATE:260918 CO ENTRY DESCR:REIMBURSE SEC:CCD TRACE#:091000019876543 EED:260918 IND ID:PNTTJGRR IND NAME:CASHLINE DEMO';
    const b =
      'ORIG CO NAME:EXPENSIFY INC ORIG ID:9800012345 DESC DATE:261016 CO ENTRY DESCR:REIMBURSE SEC:CCD TRACE#:091000011112222 EED:261016 IND ID:QRZXWVTK IND NAME:CASHLINE DEMO';
    expect(key(a)).toBe('expensify inc');
    expect(key(b)).toBe(key(a));
    expect(key('EXPENSIFY INC REIMBURSE PNTTJGRR CCD')).toBe('expensify inc');
  });

  it('reads fields glued together and Bank of America DES: lines [pr]', () => {
    expect(
      name(
        'ORIG CO NAME:Express Transpor ORIG ID:204876018 DESC DATE:May 20 CO ENTRY DESCR:10 net zerSEC:CCD TRACE#:XXXXXXXX3742200 EED:240520 IND ID:5 -X8615 IND NAME:10 n et zero TRN: XXXXXX2200 TC',
      ),
    ).toBe('Express Transpor');
    expect(
      parsePayee('SQUARE INC DES:SQ241026 ID:T3B1K8JXXXX INDN:ACME LLC CO ID:XXXXX PPD'),
    ).toEqual({ name: 'Square Inc', key: 'square inc', memo: 'SQ241026' });
  });

  it('names PG&E however its ACH line is written [pr]', () => {
    expect(name('PGANDE WEB ONLINE PPD ID: 9000000002')).toBe('PG&E');
    expect(name('ACH RENT MAPLE PROPERTIES')).toBe('Rent Maple Properties');
    expect(key('PGANDE WEB ONLINE AUG 16 44444444444444 JOHN DOE')).toBe(
      key('PGANDE WEB ONLINE PPD ID: 9000000002'),
    );
  });
});

describe('parsePayee: wires', () => {
  it('reads the payer of a Fedwire credit (B/O), without the bank or the address [34, pr]', () => {
    expect(
      name(
        'FEDWIRE CREDIT VIA: JPMORGAN CHASE BANK/021000021 B/O: BRIGHTPATH HEALTH NEW YORK NY 10017 REF: CHASE NYC/CTR/BNF=CASHLINE DEMO LLC',
      ),
    ).toBe('Brightpath Health');
    expect(
      name(
        'Fedwire Credit Via: Vista Bank/111314575 B/O: Prairie House Living Center Plainview TX',
      ),
    ).toBe('Prairie House Living Center');
    expect(
      name(
        'Fedwire Credit Via: Firstbank/107005047 B/O: Rolla Boys, L.L.C. Centennial CO 80122-1522 Ref: Chase Nyc/Ctr/Bnf=Prudent Estates',
      ),
    ).toBe('Rolla Boys, L.L.C.');
    expect(
      name(
        'FEDWIRE CREDIT VIA: FIRST FINANCIAL BANK/XXXXX1122 B/O: WASTEWATT VENTUR FORT WORTH, TX XXXXX4071 REF: CHASE NYC/CTR/BNF=10NETZERO, INC. HOUSTON TX',
      ),
    ).toBe('Wastewatt Ventur');
  });

  it("reads ORIG: and ORG= originators and keeps the wire's payment details as the memo", () => {
    expect(
      parsePayee(
        'WIRE TYPE:WIRE IN DATE: 240103 TIME:1126 ET TRN:2024010300412345 SEQ:240103009999/012345 ORIG:BRIGHTPATH HEALTH ID:123456789 SND BK:JPMORGAN CHASE BANK, NA ID:0002 PMT DET:INV 1042',
      ),
    ).toEqual({ name: 'Brightpath Health', key: 'brightpath health', memo: 'INV 1042' });
    expect(
      name('INCOMING WIRE TRN 0412 ORG=/0123456789 NORTHWIND TRADERS LLC OBI=INVOICE 77'),
    ).toBe('Northwind Traders LLC');
  });
});

describe('parsePayee: SEPA', () => {
  it('reads /NAME/ and /REMI/ of Dutch and Belgian lines [mt]', () => {
    expect(
      parsePayee(
        '/TRTP/SEPA OVERBOEKING/IBAN/NL91ABNA0417164300/BIC/ABNANL2A/NAME/ACME BV/REMI/INV 1/EREF/NOTPROVIDED',
      ),
    ).toEqual({ name: 'Acme BV', key: 'acme bv', memo: 'INV 1' });
  });

  it('takes the booking text and keyed fields off German and French lines [b2y, mt]', () => {
    expect(
      parsePayee(
        'SEPA-Überweisung an Müller & Söhne GmbH SVWZ+Rechnung 4711 EREF+123 IBAN+DE89370400440532013000',
      ),
    ).toEqual({ name: 'Müller & Söhne GmbH', key: 'müller & söhne gmbh', memo: 'Rechnung 4711' });
    expect(name('Gutschrift Hornbach Baumarkt GmbH - Rechnung 2201')).toBe(
      'Hornbach Baumarkt GmbH',
    );
    expect(name('PRLV SEPA EDF CLIENTS PARTICULIERS')).toBe('EDF Clients Particuliers');
  });
});

describe('parsePayee: card lines', () => {
  it("takes off the card lead, the processor's prefix, the city and state [bi, bg, 34]", () => {
    expect(name('CHECKCARD 1026 SQ *BLUE BOTTLE COFFEE OAKLAND CA 24431066300')).toBe(
      'Blue Bottle Coffee',
    );
    expect(name('TST* JOES PIZZA NEW YORK NY')).toBe('Joes Pizza');
    expect(name('PAYPAL *ADOBE 4029357733 CA')).toBe('Adobe');
    expect(name('PURCHASE AUTHORIZED ON 02/15 NETFLIX.COM CA S586214')).toBe('Netflix.com');
    expect(name('DEBIT CARD PURCHASE  STARBUCKS STORE 12345')).toBe('Starbucks Store');
    expect(name('CHEVRON XXX3521 TOMBALL TX 05/21')).toBe('Chevron');
    expect(name('HANDI STOP # 54 HOUSTON TX 05/18')).toBe('Handi Stop');
    expect(name("LOWE'S #1052 TOMBALL TX XX6519 05/22")).toBe("Lowe's");
    expect(name("MCDONALD'S F12345 CYPRESS TX 05/27")).toBe("McDonald's");
  });

  it('gives one key to every visit of a merchant [bg]', () => {
    expect(key('WHOLEFDS HOU 10236 02124201320 042002720272124201320')).toBe(
      key('WHOLEFDS HOU 10236 02124201320 042802720282124201320'),
    );
    expect(name('WHOLEFDS HOU 10236 02124201320 042002720272124201320')).toBe('Whole Foods');
    expect(key('SPOTIFY USA 28770130901 2600720879 WWW.SPOTIFY.COM')).toBe(
      key('SPOTIFY USA         28770130901 2600720879  WWW.SPOTIFY.COM'),
    );
  });

  it('tells Google Ads from Google Workspace: a payee "google" is neither', () => {
    const ads = key('GOOGLE *ADS1234567890 CC GOOGLE.COM CA');
    const workspace = key('GOOGLE *GSUITE_acme.co');
    expect(ads).toContain('google ads');
    expect(workspace).toContain('google gsuite');
    expect(ads).not.toBe(workspace);
    expect([ads, workspace]).not.toContain(key('google'));
  });

  it("reads Chase's online payments to a payee", () => {
    expect(name('Online Payment XXXXXXX7134 To Lagarto Rental Tools, Inc 05/28')).toBe(
      'Lagarto Rental Tools, Inc',
    );
  });

  it('keeps a name typed in mixed case as written, and what has nothing to parse', () => {
    expect(name('Oak Street Properties')).toBe('Oak Street Properties');
    expect(parsePayee('  12345  ')).toEqual({ name: '12345', key: '12345', memo: '' });
    expect(parsePayee('')).toEqual({ name: '', key: '', memo: '' });
  });
});
