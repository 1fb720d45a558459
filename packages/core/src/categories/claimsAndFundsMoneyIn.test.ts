import { describe, expect, it } from 'vitest';
import { inferCategory } from '../import/inferCategory.js';

// Money in from an insurer, a lender or a fund manager: a sale without its rule, since money in
// that nothing names is a customer paying. Only what the line says, or the payer's trade, makes it
// a claim, a loan or a redemption; a brand alone decides nothing.
const moneyIn = (description: string) => inferCategory(description, 'inflow');

describe('money in from an insurer, a lender or a fund manager', () => {
  it('reads an insurance claim or a loan paid out as no sale, whoever pays it', () => {
    for (const description of [
      'INSURANCE CLAIM PAYMENT',
      'HISCOX CLAIM SETTLEMENT',
      'AXA SINISTRE 2024-118',
      'MAIF INDEMNITE DEGAT DES EAUX',
      'ONDECK LOAN PROCEEDS',
      'SBA EIDL LOAN DISBURSEMENT',
      'DEBLOCAGE PRET 0042 CREDIT AGRICOLE',
      'DARLEHEN AUSZAHLUNG 4411',
      'BOOK TRANSFER CREDIT TRANSFER FROM LOAN ACCOUNT',
    ]) {
      expect(moneyIn(description), description).toBe('Other');
    }
    expect(moneyIn('AXA INVOICE 4411')).toBe('Sales');
  });

  it("reads an insurer or a fund manager told by its trade's word as a claim or a redemption", () => {
    for (const description of [
      'NÖGKK 130,80',
      'AGF ASSET MANAGEMENT',
      'Delta Lloyd Zorgverzekeringen - kenmerk 4082412175836145 Periode 01-01-2018/31-01-2018',
      'CNP ASSURANCES',
      'ACME INSURANCE BROKERS LTD',
      // A payment network's credit says how the money came, not what it is.
      'ACH CREDIT SCHRODERS ASSET MANAGEMENT',
      'INCOMING WIRE STATE FARM CLAIM',
      'ACH CREDIT SBA LOAN 0412',
    ]) {
      expect(moneyIn(description), description).toBe('Other');
    }
    // An invoice paid is a sale, whoever pays it.
    expect(moneyIn('BLACKROCK ASSET MANAGEMENT INV 2041')).toBe('Sales');
    expect(moneyIn('AXA ASSURANCES FACTURE 2024-118')).toBe('Sales');
  });

  it("reads a brand alone as a customer: an insurer's, a lender's or a fund's brand decides nothing", () => {
    for (const description of [
      'AON UK LTD REF 4411',
      'AVIVA PLC BACS',
      'ALLIANZ TECHNOLOGY SE PAYMENT',
      'MMA CONSULTING LTD',
      'GMF HOLDINGS',
      'DIAC LOCATION',
      'PROGRESSIVE DENTAL GROUP',
      'GKK CONSULTING 0412',
      // "Assurance" alone is also an auditor's or a quality check in English.
      'QUALITY ASSURANCE SERVICES LLC',
    ]) {
      expect(moneyIn(description), description).toBe('Sales');
    }
  });
});
