import { describe, expect, it } from 'vitest';
import { inferCategory } from '../import/inferCategory.js';

// Each case is read otherwise without its rule: an unknown word or a deposit is a sale, and
// "transfer" outranks an invoice.
const moneyIn = (description: string) => inferCategory(description, 'inflow');

describe('money in read from what the line says it is', () => {
  it('reads a bank fee on money in as the fee coming back, not a cost or a sale', () => {
    expect(moneyIn('MONTHLY MAINTENANCE FEE')).toBe('Other');
    expect(moneyIn('Frais bancaires annules')).toBe('Other');
    expect(moneyIn('Kontoführungsgebühr Gebühr erstattet')).toBe('Other');
    // The same words on money out stay a bank fee.
    expect(inferCategory('MONTHLY MAINTENANCE FEE', 'outflow')).toBe('Bank Fees');
  });

  it('reads a refund or reversal in any language as money coming back', () => {
    expect(moneyIn('Devolución compra 4411')).toBe('Other');
    expect(moneyIn('Rückerstattung Bestellung 77')).toBe('Other');
  });

  it('reads a leg of a currency conversion as no sale', () => {
    expect(moneyIn('FX CONVERSION 1,000.00')).toBe('Other');
    expect(moneyIn('Wise EUR to USD')).toBe('Other');
    expect(moneyIn('CASH TRADE GBP.EUR')).toBe('Other');
  });

  it('reads money from the business’s own accounts as no sale', () => {
    expect(moneyIn('Deposit from savings 4821')).toBe('Other');
    expect(moneyIn('Payment between my accounts')).toBe('Other');
    expect(moneyIn('Umbuchung vom Tagesgeld')).toBe('Other');
    // A customer's transfer names no account of the business's own: still a sale.
    expect(moneyIn('Deposit ACME CORP 4821')).toBe('Sales');
  });

  it('reads pay received as no sale', () => {
    expect(moneyIn('ACME LTD NET PAY')).toBe('Other');
    expect(moneyIn('PAYROLL ACME INC')).toBe('Other');
    expect(inferCategory('PAYROLL ACME INC', 'outflow')).toBe('Payroll');
  });

  it('reads an invoice paid or an ACH credit as a sale even when it says transfer', () => {
    expect(moneyIn('TRANSFER INVOICE 2291 MERIDIAN FOODS')).toBe('Sales');
    expect(moneyIn('ACH CREDIT ACME CORP TRANSFER')).toBe('Sales');
    expect(moneyIn('SEPA Transfer Rechnung 2291')).toBe('Sales');
  });
});

describe('money a person receives, in the languages of the statements read', () => {
  it('reads benefits and pensions as no sale', () => {
    for (const description of [
      'CAF DE PARIS ALLOCATIONS FAMILIALES 092025',
      'Familienkasse Kindergeld 09/2025',
      'SVB KINDERBIJSLAG 3E KWARTAAL',
      'INPS ASSEGNO UNICO SETTEMBRE',
      'CSSZ DUCHOD 09/2025',
      'SSA TREAS 310 XXSOC SEC',
    ]) {
      expect(moneyIn(description), description).toBe('Other');
    }
  });

  it('reads a cheque paid in as a sale, though a child benefit is an "assegno unico"', () => {
    expect(moneyIn('VERSAMENTO ASSEGNO N. 1234567 ROSSI SRL')).toBe('Sales');
    expect(moneyIn('ACCREDITO ASSEGNO BANCARIO')).toBe('Sales');
    expect(moneyIn('INPS ASSEGNI FAMILIARI 09/2025')).toBe('Other');
  });

  it('reads pay, dividends and interest as no sale', () => {
    for (const description of [
      'ACME SRO MZDA 09/2025',
      'Bezüge September Land Berlin',
      'VANGUARD ORDINARY DIVIDEND',
      'Dividende TotalEnergies SE',
      'Zinsgutschrift Tagesgeld',
      'Úroky 09/2025',
    ]) {
      expect(moneyIn(description), description).toBe('Other');
    }
  });

  it('reads a reimbursement as money coming back and a tax refund as Taxes', () => {
    expect(moneyIn('ACME BV ONKOSTENVERGOEDING AUGUSTUS')).toBe('Other');
    expect(moneyIn('Náhrada cestovních výdajů')).toBe('Other');
    expect(moneyIn('IRS TREAS 310 TAX REF')).toBe('Taxes');
    expect(moneyIn('DGFIP REMBOURSEMENT IMPOT 2025')).toBe('Taxes');
    expect(moneyIn('Finanzamt Steuererstattung 2024')).toBe('Taxes');
  });
});

describe('money in that a household or a pension plan receives', () => {
  it('reads a public salary, a contribution and a sale of shares as no sale', () => {
    for (const description of [
      'VIR DRFIP ILE DE FRANCE REMUNERATION 09/2025',
      'EMPLOYER CONTRIBUTION 401K',
      'YOU SOLD 10 VANGUARD TOTAL STOCK',
      'VIR M DUPONT Virement vers Livret A',
      'Retoure Bestellung 4411',
    ]) {
      expect(moneyIn(description), description).toBe('Other');
    }
  });

  it('reads a state tax refund code glued to its name as Taxes', () => {
    expect(moneyIn('NJ STATE NJSTTAXRFD PPD ID: 999')).toBe('Taxes');
  });
});

describe('European loan, fee, stamp-duty and electricity words on money out', () => {
  const out = (description: string) => inferCategory(description, 'outflow');

  it('read as the categories a bookkeeper books', () => {
    expect(out('ECHEANCE PRET 0042 CAPITAL')).toBe('Loan Payments');
    expect(out('Darlehen Rate 09/2025')).toBe('Loan Payments');
    expect(out('FRAIS TENUE DE COMPTE')).toBe('Bank Fees');
    expect(out('IMPOSTA DI BOLLO E/C')).toBe('Taxes');
    expect(out('PRLV SEPA TOTALENERGIES ELECTRICITE')).toBe('Utilities');
  });

  it("read a club's dues, a marketplace's or an agent's commission as no bank's fee", () => {
    expect(out('COTIS ASSOCIATION SPORTIVE')).toBe('Miscellaneous');
    expect(out('EBAY COMMISSION')).toBe('Miscellaneous');
    expect(out('COMMISSION AGENT')).toBe('Miscellaneous');
    expect(out('COTISATION CARTE')).toBe('Bank Fees');
    expect(out('COTIS CARTE VISA PREMIER')).toBe('Bank Fees');
    expect(out('COMMISSIONS SUR TRANSFERTS')).toBe('Bank Fees');
  });
});

describe('business receipts read from what the line says before who sent it', () => {
  it('reads a direct deposit naming nobody or items sold as a sale, a share sold as no sale', () => {
    expect(moneyIn('DIRECT DEP')).toBe('Sales');
    expect(moneyIn('ETSY ITEMS SOLD 0412')).toBe('Sales');
    expect(moneyIn('SOLD +MSFX 41 @84.22 (LOT 93.91)')).toBe('Other');
  });

  it('reads a commission paid in as one earned, a bank commission refunded as money back', () => {
    expect(moneyIn('SALES COMMISSION MARCH')).toBe('Sales');
    expect(moneyIn('COMMISSION 0325 ACME AGENCY')).toBe('Sales');
    expect(moneyIn('REMBOURSEMENT COMMISSION')).toBe('Other');
    expect(moneyIn('REMISE COMMERCIALE D AGIOS')).toBe('Other');
  });

  it('reads dividends, benefits and health-insurance refunds as no sale', () => {
    for (const description of [
      'DIV PAYMENT AAPL',
      'STATE UNEMPLOYMENT BENEFIT',
      'CPAM DE PARIS',
      'C.A.F DE PARIS',
      'VIR RECU CNAVTS',
      'SECU 05/2008',
      'REMBOURST CB DU 070408 FUNG WAH BUS CART',
    ]) {
      expect(moneyIn(description), description).toBe('Other');
    }
  });

  it("reads a French fund's short code as a benefit only where the fund pays", () => {
    for (const description of [
      'RSI HOME PRODUCTS',
      'RSI SYSTEMS INC PAYMENT',
      'SECU SERVICES LTD',
    ]) {
      expect(moneyIn(description), description).toBe('Sales');
    }
    for (const description of [
      'VIR RSI PRESTATIONS',
      'VIREMENT DE RSI FRANCHE COMTE',
      'SECU SOCIALE REMBOURSEMENT',
      'SECU 05/2008',
    ]) {
      expect(moneyIn(description), description).toBe('Other');
    }
  });

  it("reads a payer's name or a direct debit collected as a customer paying, not pay or own money", () => {
    expect(moneyIn('EMPLOYER SOLUTIONS LTD')).toBe('Sales');
    expect(moneyIn('VIR PRELEVEMENT AUTOMATIQUE CLIENT')).toBe('Sales');
    expect(moneyIn('PRÉLÈVEMENT AUTOMATIQUE')).toBe('Sales');
  });

  it('reads items sold as a sale and only shares or securities sold as no sale', () => {
    expect(moneyIn('SOLD ITEMS EBAY')).toBe('Sales');
    expect(moneyIn('SOLD TO J SMITH')).toBe('Sales');
    expect(moneyIn('SOLD 10 SHARES MSFT')).toBe('Other');
  });
});

describe('a business paying in, read by the line before the words of its name', () => {
  it('reads the name before a legal form as the payer, not as what the money is', () => {
    for (const description of [
      'BENEFIT COSMETICS LLC DES:PAYMENT ID:4471 INDN:HARBOR CAFE CO ID:1 CCD',
      'ORIG CO NAME:BENEFIT COSMETICS LLC ORIG ID:1 DESC DATE:260101 CO ENTRY DESCR:PAYMENT SEC:CCD',
      'ACME CORP DIV 22 PAYMENT',
      'PENSION PARTNERS INC INV 4411',
    ]) {
      expect(moneyIn(description), description).toBe('Sales');
    }
  });

  it('still reads what the line says besides the name', () => {
    expect(moneyIn('ACME INC PAYROLL')).toBe('Other');
    expect(moneyIn('VANGUARD GROUP INC DIVIDEND')).toBe('Other');
    expect(moneyIn('STATE UNEMPLOYMENT BENEFIT')).toBe('Other');
    expect(moneyIn('DIV PAYMENT AAPL')).toBe('Other');
  });
});

describe('a SEPA credit transfer, a gift, an account check and a loan paid back', () => {
  it('reads a SEPA credit transfer as a customer paying, unless it says what else it is', () => {
    expect(moneyIn('SEPA CREDIT TRANSFER ACME GMBH AUFTRAG 4411')).toBe('Sales');
    // Only SEPA's wording: a book transfer from a loan account is no customer paying.
    expect(moneyIn('CREDIT TRANSFER FROM LOAN ACCT 0042')).toBe('Other');
    expect(moneyIn('999SEPA_CREDIT_TRANSFER:PURPOSE:APP PROCEEDS:ACME Ltd')).toBe('Sales');
    expect(moneyIn('SEPA CREDIT TRANSFER Geschenk Oma')).toBe('Other');
    expect(moneyIn('SEPA CREDIT TRANSFER from savings')).toBe('Other');
  });

  it('reads a gift or a donation received as no sale', () => {
    expect(moneyIn('0123SPENDE JAHRESENDE MUSTERMANN')).toBe('Other');
    expect(moneyIn('J JANSEN - Proficiat met je verjaardag')).toBe('Other');
    expect(moneyIn('Donation from the Smith family')).toBe('Other');
    expect(moneyIn('Collected to be donated')).toBe('Other');
  });

  it("reads a bank's check of an account as own money moving", () => {
    expect(moneyIn('VENMO DES:ACCTVERIFY ID:1 INDN:ACME CO ID:2 PPD')).toBe('Other');
    expect(moneyIn('Ihr Verifizierungscode: 1234 solarisBank')).toBe('Other');
    expect(moneyIn('TRIAL DEPOSIT 0.12')).toBe('Other');
  });

  it('reads a loan paid back to the business, a Portuguese reversal, redemption and savings as no sale', () => {
    for (const description of [
      'V. DE JONG AFLOSSINGSTERMIJN 188616',
      '/ORDP/5305 /HRISTO JANKOV /povrat na pozajmica',
      'ESTORNO DE TARIFA',
      'RESGATE APLICACAO CDB',
      'TRANSF POUPANCA P/ CONTA CORRENTE',
    ]) {
      expect(moneyIn(description), description).toBe('Other');
    }
  });

  it('reads a fee or a licence paid in as one the business earned, and a bank fee as coming back', () => {
    expect(moneyIn('/REMI/USTD//Mijn fee/')).toBe('Sales');
    expect(moneyIn('Consulting fee March')).toBe('Sales');
    expect(moneyIn('Software licence renewal ACME')).toBe('Sales');
    expect(moneyIn('MONTHLY SERVICE FEE')).toBe('Other');
    // Paid out, or with no direction, a fee is still one.
    expect(inferCategory('Consulting fee March', 'outflow')).toBe('Miscellaneous');
    expect(inferCategory('Consulting fee March')).toBe('Miscellaneous');
  });

  it('reads a Danish VAT return that comes out negative as a tax refund', () => {
    expect(moneyIn('27208827 NEGATIV MOMS 1. kvartal')).toBe('Taxes');
    expect(moneyIn('NEGATIV MOM Navn Adresse')).toBe('Taxes');
  });

  it("reads a Serbian bank's counter-value of a currency sold as a conversion", () => {
    expect(moneyIn('DIN. PROTIVVREDNOST ZA :EUR 1000 KURS:115.5')).toBe('Other');
  });
});
