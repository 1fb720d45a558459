import { describe, expect, it } from 'vitest';
import { inferCategory } from '../import/inferCategory.js';

// Money in that is pay, a benefit, an advance or the account's own money: each was a sale before
// its words were known, since money in that nothing names is a customer paying.
const moneyIn = (description: string) => inferCategory(description, 'inflow');

describe('money in that is no sale though no customer word is missing', () => {
  it('reads a direct deposit that names who pays as pay, and one that names nobody as a sale', () => {
    expect(moneyIn('AMAZON.COM SVCS DIRECT DEP PPD ID: 4411')).toBe('Other');
    expect(moneyIn('FLAGSHIP CREDIT DES:DIRECT DEP ID:88 INDN:JANE DOE CO ID:12 PPD')).toBe(
      'Other',
    );
    expect(moneyIn('Direct Deposit - Excelsior Welding Company')).toBe('Other');
    expect(moneyIn('DIRECT DEPOSIT')).toBe('Sales');
  });

  it('reads a direct deposit cut short (DIR DEP, DDEPOSIT) as the whole words are read', () => {
    expect(moneyIn('ELECTRONIC DEPOSIT - 3392 ACME INC DDEPOSIT 123456')).toBe('Other');
    expect(moneyIn('ACME CORP DIR DEP 0412')).toBe('Other');
    // Without it the same line is a customer paying, and so is one that names nobody.
    expect(moneyIn('ELECTRONIC DEPOSIT - 3392 ACME INC 123456')).toBe('Sales');
    expect(moneyIn('ACH DEPOSIT DIR DEP 0412')).toBe('Sales');
  });

  it("reads a state's unemployment benefit as cut short on ACH lines, and child support", () => {
    expect(moneyIn('ACH DEPOSIT, STATE OF NJ - LA UEMPLOYMEN 4411')).toBe('Other');
    expect(moneyIn('NYS DOL UI DD')).toBe('Other');
    expect(moneyIn('child support')).toBe('Other');
  });

  it('reads a benefit a tax office pays as no tax refund, and Portuguese benefits and earnings', () => {
    expect(moneyIn('HMRC TAX CREDITS')).toBe('Other');
    expect(moneyIn('HMRC VAT REPAYMENT')).toBe('Taxes');
    expect(moneyIn('Benefício INSS')).toBe('Other');
    expect(moneyIn('Proventos ITSA4')).toBe('Other');
  });

  it("reads a cash-advance app's or a payday lender's advance as no sale", () => {
    expect(moneyIn('NAVchek Advance (GT11) AUTO ADVANCE')).toBe('Other');
    expect(moneyIn('Instacash Funds NEW YORK NY')).toBe('Other');
    expect(moneyIn('PMNT RCVD Empower Loans Murray UT')).toBe('Other');
  });

  it('reads a well-known cash-advance app by its name, and a person of the same name as a customer', () => {
    expect(moneyIn('Dave Inc LOS ANGELES CA')).toBe('Other');
    expect(moneyIn('KLOVER APP BOOST CHICAGO IL XXXXXX XX/XX')).toBe('Other');
    expect(moneyIn('DAVE SMITH PLUMBING 0412')).toBe('Sales');
  });

  it("reads a tax preparer's refund transfer as a tax refund, and another Republic as a customer", () => {
    expect(moneyIn('RT FED REPUBLIC TRS')).toBe('Taxes');
    expect(moneyIn('SBTPG LLC TAX PRODUCTS')).toBe('Taxes');
    expect(moneyIn('REPUBLIC SERVICES INC 0412')).toBe('Sales');
  });

  it("reads round-ups, pots and an owner's payout as the account's own money", () => {
    expect(moneyIn('RoundUp Deposit')).toBe('Other');
    expect(moneyIn('Round-up Credit from Purchase')).toBe('Other');
    expect(moneyIn('Added to Pot')).toBe('Other');
    expect(moneyIn('Self Payout From Business')).toBe('Other');
  });

  it("reads a card's payment received as no sale", () => {
    expect(moneyIn('INTERNET PAYMENT RECEIVED')).toBe('Other');
    expect(moneyIn('CR CARD PAYMENT ALEXANDRIA VA')).toBe('Other');
    // A customer's payment received is still a sale.
    expect(moneyIn('PAYMENT RECEIVED ACME')).toBe('Sales');
  });

  it('reads interest, salary and savings in more languages as no sale', () => {
    expect(moneyIn('Uznanie kwotą odsetek od lokaty')).toBe('Other');
    expect(moneyIn('creditrente 01-01-13 tot 01-01-14')).toBe('Other');
    expect(moneyIn('Перечисление (зарплата за май)')).toBe('Other');
    expect(moneyIn('Перечисление заработной платы')).toBe('Other');
    expect(moneyIn('VAN Kwartaal Spaarrekening')).toBe('Other');
    expect(moneyIn('Gutschrift Sparkonto 4411')).toBe('Other');
  });

  it("reads the owners paying in the company's capital as own money", () => {
    expect(moneyIn('STORTING AANDELEN KAPITAAL')).toBe('Other');
    expect(moneyIn('Einzahlung Stammkapital Muster GmbH')).toBe('Other');
    expect(moneyIn('Share capital paid in')).toBe('Other');
  });
});
