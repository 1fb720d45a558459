import { describe, expect, it } from 'vitest';
import { inferCategory } from '../import/inferCategory.js';

const moneyOut = (description: string) => inferCategory(description, 'outflow');

describe('costs whose words a generic keyword misread', () => {
  it("reads a card's or an account's fee as a bank fee, not any fee", () => {
    expect(moneyOut('ATM Balance Inquiry Fee (out-of-network)')).toBe('Bank Fees');
    expect(
      moneyOut('CHECKCARD 1234 CASINO GOLD COINS VALLETTA INTERNATIONAL TRANSACTION FEE'),
    ).toBe('Bank Fees');
    expect(moneyOut('Courtesy Pay fee ACH ECC PPD')).toBe('Bank Fees');
    expect(moneyOut('Debit: ATM Transaction Decline Fee - Domestic')).toBe('Bank Fees');
    expect(moneyOut('INSUFFICIENT FUNDS FEE FOR A $12.00 CARD PURCHASE')).toBe('Bank Fees');
    // Dues and a licence are still fees of their own.
    expect(moneyOut('LICENSE FEE CITY OF OAKLAND')).toBe('Miscellaneous');
  });

  it("reads a card's interest charge as a bank fee, and the fee refunded as no sale", () => {
    expect(moneyOut('INTEREST CHARGE ON PURCHASES')).toBe('Bank Fees');
    expect(moneyOut('INTEREST CHARGE-CASH ADVANCES')).toBe('Bank Fees');
    expect(inferCategory('INSUFFICIENT FUNDS FEE REFUND', 'inflow')).toBe('Other');
  });

  it("reads an insurer's premium and a processor's transaction fee in ACH shorthand", () => {
    expect(moneyOut('FARMERS INS EFT PYMT')).toBe('Insurance');
    expect(moneyOut('INTUIT 66819374; TRAN FEE')).toBe('Bank Fees');
    expect(moneyOut('INTUIT QUICKBOOKS ONLINE')).toBe('Software');
  });

  it("reads a grocer as no restaurant's supplies, and building trades as maintenance", () => {
    expect(moneyOut('SUPER VALUE FOOD STORE - GROCERY STORE')).toBe('Other');
    expect(moneyOut('Whole Foods Market')).toBe('Other');
    expect(moneyOut('SYSCO FOOD SERVICES')).toBe('Food Supplies');
    expect(moneyOut('United States Gypsum Corporation - Drywall')).toBe('Maintenance');
    expect(moneyOut('ORKIN PEST CONTROL')).toBe('Maintenance');
  });

  it("reads a payroll firm's tax debit as taxes, its own debit as payroll", () => {
    expect(moneyOut('CCD DEBIT, ADP TAX ADP TAX 4411')).toBe('Taxes');
    expect(moneyOut('ADP PAYROLL FEES')).toBe('Payroll');
  });

  it("reads a servicer's mortgage and student-loan abbreviations as loan payments", () => {
    expect(moneyOut('US BANK HOME MTG MTG PYMT')).toBe('Loan Payments');
    expect(moneyOut('GREAT LAKES STUDENT LN WEB ID: 1234')).toBe('Loan Payments');
    expect(moneyOut('LAKEVIEW LN SRV DES:MTG PYMT')).toBe('Loan Payments');
  });

  it("reads a warehouse's filling station as fuel, not a gas bill", () => {
    expect(moneyOut('COSTCO GAS #0423 SUNNYVALE CA')).toBe('Other');
    expect(moneyOut('PG&E GAS AND ELECTRIC')).toBe('Utilities');
  });

  it('reads a wireless carrier as a utility and web hosting as software', () => {
    expect(moneyOut('Pos Debit- 1234 Sprint Wireless 800-555-0100 KS')).toBe('Utilities');
    expect(moneyOut('SITEGROUND WEB HOSTING')).toBe('Software');
  });

  it("reads Balkan, Polish, Nordic and Singapore taxes, banks' fees and loans, and an accountant", () => {
    expect(moneyOut('Poreska uprava - POREZ NA PRIHOD 2026')).toBe('Taxes');
    expect(moneyOut('Nazwa org.podat URZAD SKARBOWY KRAKOW')).toBe('Taxes');
    expect(moneyOut('Overforing med melding MVA 1T2010')).toBe('Taxes');
    expect(moneyOut('IBG GIRO TAXS IRAS ITX')).toBe('Taxes');
    expect(moneyOut('Gebyrer ifolge nota')).toBe('Bank Fees');
    expect(moneyOut('ALTA BANKA AD-racun provizije')).toBe('Bank Fees');
    expect(moneyOut('INFORMATION ZUR ABRECHNUNG ENTGELTE BIS 30.07.')).toBe('Bank Fees');
    expect(moneyOut('DCC FEE')).toBe('Bank Fees');
    expect(moneyOut('Currency Exchange Fee SGD 12.10')).toBe('Bank Fees');
    expect(moneyOut('Paskolos dalies grazinimas pagal sutarti')).toBe('Loan Payments');
    expect(moneyOut('Rata kredytu hipotecznego')).toBe('Loan Payments');
    expect(moneyOut('ACCOUNTING SERVICES - monthly')).toBe('Miscellaneous');
    // A customer paying a bookkeeper is no cost of the business's own.
    expect(inferCategory('Bookkeeping March invoice', 'inflow')).toBe('Sales');
  });

  it("reads a card's fee for a cash advance as a bank fee, not any fee", () => {
    expect(moneyOut('TRX 573926 Cash Advance Fee(Atm)-')).toBe('Bank Fees');
    expect(moneyOut('TRX 416964 Pur Advance Fee-(Int )')).toBe('Bank Fees');
  });

  it("reads a bank's service charge cut short and an account package's price as bank fees", () => {
    expect(moneyOut('RTN ITEM SERVICE CHRG')).toBe('Bank Fees');
    expect(moneyOut('MONTHLY SVC CHG')).toBe('Bank Fees');
    expect(moneyOut('Bankpaket Plus Monatspreis')).toBe('Bank Fees');
    expect(moneyOut('Kontopaket Jaenner')).toBe('Bank Fees');
  });

  it('reads a telephone company as a utility, a hardware store as maintenance, super as payroll', () => {
    expect(moneyOut('NORTHWEST TELEPHONE COOP')).toBe('Utilities');
    expect(moneyOut('Acme Telecommunications Ltd')).toBe('Utilities');
    expect(moneyOut('ACE HARDWARE #8812 DAYTON OH')).toBe('Maintenance');
    expect(moneyOut('WITHDRAWAL FOR 4471 Monthly Super')).toBe('Payroll');
    expect(moneyOut('SUPERANNUATION CONTRIBUTIONS Q3')).toBe('Payroll');
    // "Super" alone is no pension contribution; a supplier's words on money in still say nothing.
    expect(moneyOut('SUPER 8 MOTEL')).toBe('Other');
    expect(inferCategory('Harbor Hardware LLC invoice 88', 'inflow')).toBe('Sales');
    expect(inferCategory('NORTHWEST TELEPHONE COOP', 'inflow')).toBe('Sales');
  });

  it('reads rent paid with its electricity as rent, and electricity alone as a utility', () => {
    expect(moneyOut('Max Muster SEPA-UEBERWEISUNG SVWZ+ Miete und Strom Juni')).toBe('Rent');
    expect(moneyOut('Miete + Strom 07/2024')).toBe('Rent');
    expect(moneyOut('Stadtwerke Strom Abschlag')).toBe('Utilities');
  });

  it('reads a finance company paid as a loan payment, a handyman as maintenance, AdWords as marketing', () => {
    expect(moneyOut('FPX PAYMENT FR A/ 55512 * ORCHID FINANCE 77120')).toBe('Loan Payments');
    expect(moneyOut('ACME FINANCIAL SERVICES AUTOPAY')).toBe('Loan Payments');
    expect(moneyOut('BETAALAUTOMAAT HANDYMAN UTRECHT')).toBe('Maintenance');
    expect(moneyOut('SEPA Incasso Google Ireland Limited ADWORDS:1234')).toBe('Marketing');
    // A card's finance charge is its bank's; a finance company paying in is no repayment.
    expect(moneyOut('FINANCE CHARGE')).toBe('Bank Fees');
    expect(inferCategory('ORCHID FINANCE PAYOUT', 'inflow')).toBe('Sales');
  });
});
