import { describe, expect, it } from 'vitest';
import { mapByNames } from './mapByNames.js';

describe('mapByNames', () => {
  it('prefers a name that is the word to one that only contains it', () => {
    expect(mapByNames(['Lastschrift Ursprungsbetrag', 'Betrag']).amount).toBe('Betrag');
    expect(mapByNames(['Updated', 'Date']).date).toBe('Date');
  });

  it('prefers transaction and booking dates to initial and statement ones', () => {
    expect(mapByNames(['initial_date', 'transaction_date']).date).toBe('transaction_date');
    expect(mapByNames(['Statement Date', 'Value Date', 'Booking Date']).date).toBe('Booking Date');
    expect(mapByNames(['initial_balance', 'balance']).balance).toBe('balance');
  });

  it('never takes an original-currency, fee, rate or tax column for the amount', () => {
    expect(mapByNames(['Date', 'Original Amount', 'Fee Amount', 'Tax Amount']).amount).toBe(
      undefined,
    );
    expect(mapByNames(['Date', 'Amount (Foreign Currency)', 'Amount (EUR)']).amount).toBe(
      'Amount (EUR)',
    );
  });

  it('takes the best-ranked column whose content fits, else the best doubtful one', () => {
    const headers = ['Date', 'Amount', 'Total'];
    expect(
      mapByNames(headers, {}, (field, i) => (field === 'amount' && i === 1 ? 1 : 2)).amount,
    ).toBe('Total');
    expect(mapByNames(headers, {}, (field) => (field === 'amount' ? 1 : 2)).amount).toBe('Amount');
    expect(mapByNames(headers, {}, (field) => (field === 'amount' ? 0 : 2)).amount).toBe(undefined);
  });

  it('keeps the fields it is given and the columns they hold', () => {
    expect(mapByNames(['Datum', 'Betrag', 'Saldo'], { amount: 'Saldo' })).toEqual({
      date: 'Datum',
      amount: 'Saldo',
    });
  });
});
