import { describe, expect, it } from 'vitest';
import { normalisePayee } from './normalisePayee.js';

describe('normalisePayee', () => {
  it('makes two card payments to one payee the same key', () => {
    expect(normalisePayee('CARD 0923 AWS EMEA 4491')).toBe('aws emea');
    expect(normalisePayee('CARD 1023 AWS EMEA 8812')).toBe('aws emea');
  });

  it('drops dates, references, invoice numbers and channel words', () => {
    expect(normalisePayee('ACH DEBIT GUSTO PAYROLL 2024-03-15 ID 88231')).toBe('gusto payroll');
    expect(normalisePayee('Gusto Payroll 03/29 ref#A77X1')).toBe('gusto payroll');
    expect(normalisePayee('POS PURCHASE CARD 02/09 Staples #4411')).toBe('staples');
    expect(normalisePayee('INV-10023 Acme Corp. payment')).toBe('acme corp');
    expect(normalisePayee('Rent - Mar 2024 - Oak Street Properties')).toBe(
      'rent oak street properties',
    );
  });

  it('keeps different payees apart', () => {
    expect(normalisePayee('CARD 0923 AWS EMEA 4491')).not.toBe(normalisePayee('CARD 0923 Slack'));
  });

  it('keeps letters of other scripts and the ampersand', () => {
    expect(normalisePayee('Überweisung Müller & Söhne 12')).toBe('müller & söhne');
  });

  it('falls back to the lower-cased description when every token varies', () => {
    expect(normalisePayee('  12345  ')).toBe('12345');
    expect(normalisePayee('67890')).toBe('67890');
    expect(normalisePayee('')).toBe('');
  });
});
