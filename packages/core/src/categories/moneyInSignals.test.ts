import { describe, expect, it } from 'vitest';
import { inferCategory } from '../import/inferCategory.js';

// Without its rule each line below is a sale: money in that nothing names is a customer paying.
const moneyIn = (description: string) => inferCategory(description, 'inflow');

describe('money in that a signal other than the payer reads as no sale', () => {
  it('reads a push to the business’s own debit card as own money or an advance', () => {
    expect(moneyIn('ACME WALLET VISA DIRECT 0412')).toBe('Other');
    expect(moneyIn('VISAMONEY CREDIT 0412')).toBe('Other');
    // The same payer paying into the account is still a customer, and so is a card processor's
    // instant payout to the card.
    expect(moneyIn('ACME WALLET 0412')).toBe('Sales');
    expect(moneyIn('SQUARE INC INSTANT TRANSFER VISA DIRECT')).toBe('Sales');
  });

  it('reads a card authorisation released as a hold coming back', () => {
    expect(moneyIn('JPM AUTH CRDT 0412')).toBe('Other');
  });

  it('reads a bank’s promotion credited as a reward', () => {
    expect(moneyIn('Abono por campaña verano')).toBe('Other');
    expect(moneyIn('Bonificación cliente 2024')).toBe('Other');
  });

  it('reads a benefit cut short by a government line as a benefit', () => {
    expect(moneyIn('VACP TREAS 310 VA BENEF')).toBe('Other');
  });

  it('reads a lender’s name glued to "loan" as an advance, as "Loans" is read', () => {
    expect(moneyIn('SUNSHINELOAN CREDIT 0412')).toBe('Other');
    // A business named by its legal form is a customer, whatever its name says.
    expect(moneyIn('SUNSHINELOAN LLC 0412')).toBe('Sales');
  });

  it('reads money in that says where it went (Dutch "naar") as the holder’s own transfer', () => {
    expect(moneyIn('Naar Bunq')).toBe('Other');
    expect(moneyIn('J JANSEN Naar Revolut')).toBe('Other');
    // "naar aanleiding van" is "in reply to": a customer's payment.
    expect(moneyIn('Betaling naar aanleiding van offerte 12')).toBe('Sales');
  });

  it('reads a bank’s first transfer into a new account as its check of the account', () => {
    expect(moneyIn('BUNQ EERSTE OVERBOEKING 12-09')).toBe('Other');
  });

  it('reads a discount credited back in Hungarian as money coming back', () => {
    expect(moneyIn('Jóváírás forgalmi kedvezmény 2024')).toBe('Other');
    expect(moneyIn('Forgalmi kedvezmeny 2024')).toBe('Other');
  });

  it('reads an expense app’s reimbursement as money coming back, even glued to the employer', () => {
    expect(moneyIn('ELECTRONIC DEPOSIT - ACME INCEXPENSIFY 000000')).toBe('Other');
    // The same line without the app is a customer paying.
    expect(moneyIn('ELECTRONIC DEPOSIT - ACME INC 000000')).toBe('Sales');
  });

  it('reads a card’s bill paid by internet banking as no sale, as "internet payment" is', () => {
    expect(moneyIn('PAYMENT BY INTERNET 0412')).toBe('Other');
  });
});
