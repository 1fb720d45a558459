import { describe, expect, it } from 'vitest';
import { inferCategory } from '../import/inferCategory.js';

// Ordinary money in of a small business that words read for a household's account misread (#34).
const moneyIn = (description: string) => inferCategory(description, 'inflow');
const moneyOut = (description: string) => inferCategory(description, 'outflow');

describe("a small business's money in that a household's words misread", () => {
  it("reads a direct deposit from a bank's prefix, a processor or a business's CCD entry as a sale", () => {
    expect(moneyIn('ACH DEPOSIT DIRECT DEP 0412')).toBe('Sales');
    expect(moneyIn('ELECTRONIC DEPOSIT DIRECT DEP')).toBe('Sales');
    expect(moneyIn('Mobile Deposit DIRECT DEP')).toBe('Sales');
    expect(moneyIn('SQUARE INC DIRECT DEP')).toBe('Sales');
    expect(moneyIn('STRIPE DIRECT DEP')).toBe('Sales');
    expect(moneyIn('Direct Deposit - Stripe Payments')).toBe('Sales');
    expect(moneyIn('DIRECT DEPOSIT: SHOPIFY')).toBe('Sales');
    expect(moneyIn('JOHNSON PLUMBING LLC DIRECT DEP CCD')).toBe('Sales');
    // An employer's payroll entry is still pay.
    expect(moneyIn('EMPLOYER INC DIRECT DEP PPD ID: 1111111111')).toBe('Other');
  });

  it('reads a tax credit refunded as a tax refund, and only a benefit office’s tax credits as a benefit', () => {
    expect(moneyIn('R&D tax credit refund')).toBe('Taxes');
    expect(moneyIn('ERC tax credit refund IRS')).toBe('Taxes');
    expect(moneyIn('HMRC TAX CREDITS')).toBe('Other');
  });

  it('reads a customer whose name says loans or round up as a customer paying', () => {
    expect(moneyIn('Harbor Loans LLC payment for services')).toBe('Sales');
    expect(moneyIn('Round Up Marketing LLC')).toBe('Sales');
    expect(moneyIn('PMNT RCVD Empower Loans Murray UT')).toBe('Other');
    expect(moneyIn('RoundUp Deposit')).toBe('Other');
  });

  it("reads a grocer's payment to its supplier as a sale, and the grocer on money out as before", () => {
    expect(moneyIn('WHOLE FOODS MARKET VENDOR PMT')).toBe('Sales');
    expect(moneyOut('Whole Foods Market')).toBe('Other');
  });

  it('reads a transfer from a company, named by its legal form, as a customer paying', () => {
    expect(moneyIn('Zelle Transfer Conf# 8h2k1; INTEGRAL SOLUTIONS LLC')).toBe('Sales');
    expect(moneyIn('FUND TRANSFER via PayNow-UEN Harbour Supplies Pte. Ltd.')).toBe('Sales');
    expect(moneyIn('Overboeking TFR Bakkerij de Zon B.V.')).toBe('Sales');
    // A transfer that names no company is still own money moving; so is one without direction.
    expect(moneyIn('Zelle Transfer Conf# 8h2k1; JANE DOE')).toBe('Other');
    expect(inferCategory('Transfer to INTEGRAL SOLUTIONS LLC')).toBe('Other');
  });

  it("reads a rejected payment coming back, a sweep of the business's own accounts and a PayPal top-up as no sale", () => {
    expect(moneyIn('ACH CREDIT REJECTED R03 NO ACCOUNT')).toBe('Other');
    expect(moneyIn('Wire Reject - beneficiary bank')).toBe('Other');
    expect(moneyIn('CASH CONCENTRATION FROM OPERATING 4410')).toBe('Other');
    expect(moneyIn('Bank Deposit to PP Account')).toBe('Other');
    expect(moneyIn('Virement par carte bancaire standard')).toBe('Other');
    // A customer's ACH credit is still a sale.
    expect(moneyIn('ACH CREDIT ACME SUPPLY LLC')).toBe('Sales');
  });
});
