import { describe, expect, it } from 'vitest';
import { BUILT_IN_CATEGORIES } from '../categories/builtInCategories.js';
import { INFLOW_HINTS, KEYWORD_FAMILIES, PAYEE_FAMILIES } from '../categories/categoryKeywords.js';
import { inferCategory } from './inferCategory.js';

describe('inferCategory (app.md section 5, whole words)', () => {
  it.each([
    ['Weekend sales', 'Sales'],
    ['Monthly rent', 'Rent'],
    ['CON ED ELECTRIC BILL', 'Utilities'],
    ['Thames Water', 'Utilities'],
    ['Gusto payroll', 'Payroll'],
    ['Staff wages', 'Payroll'],
    ['Google Ads advertising', 'Marketing'],
    ['Oven repair', 'Maintenance'],
    ['Bright cleaning co', 'Maintenance'],
    ['SYSCO CORPORATION', 'Food Supplies'],
    ['Restaurant Depot #12', 'Food Supplies'],
    ['Farmers market produce', 'Food Supplies'],
    ['Business license renewal', 'Miscellaneous'],
    ['Late fee', 'Miscellaneous'],
  ])('%s -> %s', (description, category) => {
    expect(inferCategory(description)).toBe(category);
  });

  it('takes the first category of the list when several keywords match', () => {
    expect(inferCategory('Garage sale rent share')).toBe('Sales');
  });

  it('matches whole words only', () => {
    expect(inferCategory('SALESFORCE.COM')).toBe('Software');
    expect(inferCategory('Coffee beans')).toBe('Other');
    expect(inferCategory('Current account transfer')).toBe('Other');
    expect(inferCategory('Las Vegas trip')).toBe('Other');
    expect(inferCategory('Parentis consulting')).toBe('Other');
    expect(inferCategory('Wholesale Partners')).toBe('Other');
    expect(inferCategory('Taxidermy supplies')).toBe('Other');
  });

  it('reads words as runs of letters: & and letters beyond ASCII belong to a word, digits end it', () => {
    expect(inferCategory('SALES7731')).toBe('Sales');
    expect(inferCategory('Sales&co')).toBe('Other');
    expect(inferCategory('R&D rent')).toBe('Rent');
    expect(inferCategory('Ärger rent')).toBe('Rent');
    expect(inferCategory('Café\u00a0rent')).toBe('Rent');
    // "Rentré" is one word, so only the deposit counts.
    expect(inferCategory('Rentré deposit')).toBe('Sales');
    // The long s is no ASCII letter: not "sales".
    expect(inferCategory('ſales')).toBe('Other');
  });

  it('reads a possessive "\'s" both as the name the payee list writes and as the bare word', () => {
    expect(inferCategory("LOWE'S #1234 SPRINGFIELD", 'outflow')).toBe('Maintenance');
    expect(inferCategory('Lowe’s Home Centers', 'outflow')).toBe('Maintenance');
    expect(inferCategory("HOME DEPOT'S GARDEN CENTER", 'outflow')).toBe('Maintenance');
    expect(inferCategory("OWNER'S CONTRIBUTION", 'inflow')).toBe('Other');
    // Any other apostrophe still ends a word: "L'ORÉAL" holds no "loreal", "O'RENT" a rent.
    expect(inferCategory("O'RENT TOOLS", 'outflow')).toBe('Rent');
    expect(inferCategory("LOWE'SHOP", 'outflow')).toBe('Other');
  });
});

describe('the built-in payee list', () => {
  it.each([
    ['GUSTO PAYROLL 240115 ACME', 'Payroll'],
    ['ADP WAGE PAY 0923', 'Payroll'],
    ['PAYCHEX-HRS PAYROLL', 'Payroll'],
    ['RIPPLING 8821', 'Payroll'],
    ['INTUIT PAYROLL SVC', 'Payroll'],
    ['SQUARE PAYROLL 0115', 'Payroll'],
  ])('payroll providers: %s', (description, category) => {
    expect(inferCategory(description, 'outflow')).toBe(category);
  });

  it.each([
    'IRS USATAXPYMT 270454',
    'EFTPS 941 TAX',
    'HMRC VAT 123456789',
    'CA FRANCHISE TAX BOARD',
    'NYS DEPT OF TAXATION',
    'TX COMPTROLLER SALES TAX',
    'State tax payment Q3',
  ])('tax payments: %s', (description) => {
    expect(inferCategory(description, 'outflow')).toBe('Taxes');
  });

  it.each([
    'STRIPE TRANSFER ST-K2J3H4',
    'SQUARE INC 240115P2 L2093',
    'PAYPAL TRANSFER 1002938',
    'SHOPIFY PAYOUT 88213',
    'SHOPIFY PAYMENTS 3321',
  ])("card processors' payouts are sales: %s", (description) => {
    expect(inferCategory(description, 'inflow')).toBe('Sales');
    expect(inferCategory(description)).toBe('Sales');
  });

  it('a payment out to a processor is no sale', () => {
    expect(inferCategory('PAYPAL *OFFICEDEPOT', 'outflow')).toBe('Other');
    expect(inferCategory('SHOPIFY* 1234567', 'outflow')).toBe('Software');
    expect(inferCategory('STRIPE FEE 2024-01', 'outflow')).toBe('Bank Fees');
  });

  it.each([
    ['AWS EMEA aws.amazon.co', 'Software'],
    ['Amazon Web Services', 'Software'],
    ['GOOGLE *GSUITE_acme.co', 'Software'],
    ['Google Workspace 0923', 'Software'],
    ['MICROSOFT*365 BUSINESS', 'Software'],
    ['SLACK T0123ABC', 'Software'],
    ['Adobe Creative Cloud', 'Software'],
    ['GITHUB, INC.', 'Software'],
    ['PAYPAL *ADOBE SYSTEMS', 'Software'],
  ])('software subscriptions: %s', (description, category) => {
    expect(inferCategory(description, 'outflow')).toBe(category);
  });

  it.each([
    ['PG&E WEB ONLINE', 'Utilities'],
    ['COMCAST BUSINESS 8774', 'Utilities'],
    ['AT&T BILL PAYMENT', 'Utilities'],
    ['ACME PROPERTY MGMT OFFICE LEASE', 'Rent'],
    ['WEWORK 0112', 'Rent'],
    ['Rent Suite 200', 'Rent'],
    ['STATE FARM INS PREM', 'Insurance'],
    ['HISCOX INC', 'Insurance'],
    ['BLUE CROSS BLUE SHIELD', 'Insurance'],
    ['MONTHLY MAINTENANCE FEE', 'Bank Fees'],
    ['Monthly service fee', 'Bank Fees'],
    ['WIRE FEE OUTGOING', 'Bank Fees'],
    ['WIRE TRANSFER FEE 204411', 'Bank Fees'],
    ['GOOGLE *ADS7731029 CC GOOGLE.COM', 'Marketing'],
    ['THE HOME DEPOT #6512 AUSTIN TX', 'Maintenance'],
    ['OVERDRAFT ITEM FEE', 'Bank Fees'],
    ['SBA EIDL LOAN PMT', 'Loan Payments'],
    ['ONDECK CAPITAL', 'Loan Payments'],
    ['Loan repayment 12/36', 'Loan Payments'],
  ])('rent, utilities, insurance, bank fees and loans: %s', (description, category) => {
    expect(inferCategory(description, 'outflow')).toBe(category);
  });
});

describe('money coming in', () => {
  it('a deposit, an invoice paid or a payout is a sale when nothing more specific matches', () => {
    expect(inferCategory('ACH CREDIT ACME CORP INV 20931', 'inflow')).toBe('Sales');
    expect(inferCategory('MOBILE DEPOSIT', 'inflow')).toBe('Sales');
    expect(inferCategory('IRS TREAS 310 TAX REF', 'inflow')).toBe('Taxes');
  });

  it('the same words on money out are no sale', () => {
    expect(inferCategory('BRIGHT PRINT CO INV 20931', 'outflow')).toBe('Other');
    expect(inferCategory('SYSCO INV 123456')).toBe('Food Supplies');
  });
});

describe('money in on real payees (issue #34)', () => {
  it.each([
    // A customer whose name holds an expense word pays in: a sale, never Food Supplies.
    'ORIG CO NAME:MERIDIAN FOODS CO ORIG ID:1234567890 DESC DATE:261026 CO ENTRY DESCR:PAYMENT SEC:CCD TRACE#:021000021234567 EED:261026 IND ID:INV1042 IND NAME:CASHLINE DEMO LLC TRN: 2991234567TC',
    // Card processors' payouts, however the bank writes them.
    'ORIG CO NAME:SHOPIFY ORIG ID:1234567890 DESC DATE:261015 CO ENTRY DESCR:TRANSFER SEC:CCD TRACE#:091000012345678',
    'SHOPIFY TRANSFER ST-V3C5K1L0M4 CCD ID: 0000001',
    'STRIPE TRANSFER ST-4F2K9 PAYOUT',
    'SQUARE INC DES:SQ241026 ID:T3B1K8JXXXX INDN:ACME LLC CO ID:XXXXX PPD',
    'PAYPAL TRANSFER 55120',
    // Incoming wires and ACH credits from customers nothing names.
    'FEDWIRE CREDIT VIA: JPMORGAN CHASE BANK/021000021 B/O: BRIGHTPATH HEALTH NEW YORK NY 10017 REF: CHASE NYC/CTR/BNF=CASHLINE DEMO LLC',
    'WIRE TRANSFER CREDIT NORTHWIND TRADERS REF T9Z6JU85',
    'BRIGHTPATH HEALTH',
  ])('is Sales: %s', (description) => {
    expect(inferCategory(description, 'inflow')).toBe('Sales');
  });

  it('no money in gets a category meant for money out, whatever the payee is called', () => {
    expect(inferCategory('GOOGLE WORKSPACE REFUND', 'inflow')).toBe('Other');
    expect(inferCategory('SYSCO FOODS CREDIT MEMO', 'inflow')).not.toBe('Food Supplies');
    expect(inferCategory('ADOBE SYSTEMS', 'inflow')).toBe('Sales');
  });

  it('no money out is a sale', () => {
    expect(inferCategory('GARAGE SALE SUPPLIES', 'outflow')).toBe('Other');
  });

  it('own money moving, interest, refunds, loans and card payments are not sales', () => {
    expect(inferCategory('ONLINE TRANSFER FROM SAV 4411', 'inflow')).toBe('Other');
    expect(inferCategory('INTEREST PAYMENT', 'inflow')).toBe('Other');
    expect(inferCategory('AMAZON.COM REFUND', 'inflow')).toBe('Other');
    expect(inferCategory('SBA LOAN PROCEEDS', 'inflow')).toBe('Other');
    expect(inferCategory('Payment Thank You-Mobile', 'inflow')).toBe('Other');
    expect(
      inferCategory(
        'ORIG CO NAME:EXPENSIFY INC ORIG ID:9800012345 DESC DATE:260918 CO ENTRY DESCR:REIMBURSE SEC:CCD',
        'inflow',
      ),
    ).toBe('Other');
  });

  it('PG&E is Utilities', () => {
    expect(inferCategory('PGANDE WEB ONLINE PPD ID: 9000000002', 'outflow')).toBe('Utilities');
    expect(inferCategory('PGANDE WEB ONLINE AUG 16 44444444444444 JOHN DOE', 'outflow')).toBe(
      'Utilities',
    );
  });

  it("reads an ACH line's originator, not the business's own name in IND NAME", () => {
    expect(
      inferCategory(
        'ORIG CO NAME:ACME LOGISTICS INC ORIG ID:3654424954 DESC DATE:261026 CO ENTRY DESCR:VENDOR PAY SEC:CCD IND NAME:HARBOR FOODS LLC',
        'outflow',
      ),
    ).toBe('Other');
  });
});

describe('words that mean something else in a name or a phrase', () => {
  const out = (description: string) => inferCategory(description, 'outflow');

  it('reads "prêt" as a loan only where it is not a shop\'s name', () => {
    expect(out('PRET A MANGER 0123 LONDON')).toBe('Other');
    expect(out('CB PRET A PORTER ROSE')).toBe('Other');
    expect(out('ECHEANCE PRET 0042')).toBe('Loan Payments');
    expect(out('PRET 30004024542454643486431')).toBe('Loan Payments');
  });

  it('reads shipping as no bank fee, and a commission paid to sell as a fee, not a bank fee', () => {
    expect(out('FRAIS DE PORT COMMANDE 4411')).toBe('Other');
    expect(out("FRAIS D'ENVOI COLISSIMO")).toBe('Other');
    expect(out('SHIPPING FEE ORDER 77')).toBe('Other');
    expect(out('FRAIS BANCAIRES')).toBe('Bank Fees');
    expect(out('SALES COMMISSION MARCH J SMITH')).toBe('Miscellaneous');
    expect(out('COMMISSIONS MAI 2006')).toBe('Bank Fees');
  });

  it("knows French banks' charges and French insurers, lenders, utilities and tax offices", () => {
    expect(out('INTERETS DEBITEURS 3ME TRIMESTRE')).toBe('Bank Fees');
    expect(out('F COTISATION EUROCOMPTE')).toBe('Bank Fees');
    expect(out('DROITS DE GARDE 2009 DU COMPTE')).toBe('Bank Fees');
    expect(out('PRLV SEPA BPCE IARD Cotisation Assurance')).toBe('Insurance');
    expect(out('GROUPAMA 333333')).toBe('Insurance');
    expect(out('COFINOGA')).toBe('Loan Payments');
    expect(out('GAZ DE FRANCE DIRCO NUM 002381')).toBe('Utilities');
    expect(out('PRELEVEMENT SFR')).toBe('Utilities');
    expect(out('TIP URSSAF PARIS')).toBe('Taxes');
    expect(out('PRLV TRESOR PUBLIC 75 IMPOT')).toBe('Taxes');
    expect(out('LEROY MERLIN')).toBe('Maintenance');
  });
});

describe('the categories the heuristics give', () => {
  it('are all built-in categories', () => {
    const names = new Set(BUILT_IN_CATEGORIES.map((category) => category.name));
    const families = [...PAYEE_FAMILIES, ...KEYWORD_FAMILIES, INFLOW_HINTS];
    for (const family of families) expect(names).toContain(family.category);
  });
});

describe('costs in the words of Brazilian, Dutch, German and Macedonian statements', () => {
  const out = (description: string) => inferCategory(description, 'outflow');

  it('reads taxes, bank charges, utilities and insurance in Portuguese', () => {
    expect(out('IOF SOBRE SALDO DEVEDOR')).toBe('Taxes');
    expect(out('COBRANCA DE I.O.F.')).toBe('Taxes');
    expect(out('PAGTO IMPOSTO DARF')).toBe('Taxes');
    expect(out('TRIBUTO MUNICIPAL ISS')).toBe('Taxes');
    expect(out('IPTU 2024 PARCELA 3')).toBe('Taxes');
    expect(out('TARIFA MANUTENCAO CONTA')).toBe('Bank Fees');
    expect(out('PAGAMENTO CONTA DE LUZ CEMIG')).toBe('Utilities');
    expect(out('DEBITO CONTA TELEFONE OI')).toBe('Utilities');
    expect(out('CONTA AGUA SABESP')).toBe('Utilities');
    expect(out('SEGURO RESIDENCIAL')).toBe('Insurance');
  });

  it('reads Dutch premiums, salaries, property tax, mortgages and trades', () => {
    expect(out('Premie zorgverzekering november')).toBe('Insurance');
    expect(out('Salaris oktober J. de Vries')).toBe('Payroll');
    expect(out('GEMEENTE UTRECHT WOZ AANSLAG 2024')).toBe('Taxes');
    expect(out('AFLOSSING HYPOTHEEK')).toBe('Loan Payments');
    expect(out('Schilderwerk factuur 2291')).toBe('Maintenance');
  });

  it("reads German employers' social-insurance contributions as Payroll and a fee as a bank fee", () => {
    expect(out('AOK Beitraege 10/2024')).toBe('Payroll');
    expect(out('Techniker Krankenkasse Beitrag 10/2024')).toBe('Payroll');
    expect(out('Minijob-Zentrale Abgaben')).toBe('Payroll');
    expect(out('ATM Gebuehr')).toBe('Bank Fees');
  });

  it("reads a Macedonian bank's commission, electricity and a loan repaid", () => {
    expect(out('Mesecna provizija za vodenje smetka')).toBe('Bank Fees');
    expect(out('potrosena elektricna energija')).toBe('Utilities');
    expect(out('vrakanje na pozajmica')).toBe('Loan Payments');
  });
});
