import { describe, expect, it } from 'vitest';
import { applyCommands } from '@cashline/core';
import { readCurrencyChoice } from './currencyChoice';
import { setCurrencyChoice } from './storeChanges';

describe('the reporting currency and locale kept with the ledger', () => {
  it('reads what was stored, and drops what does not read rather than failing', () => {
    expect(readCurrencyChoice({ reportingCurrency: 'GBP', locale: 'en-GB' })).toEqual({
      reportingCurrency: 'GBP',
      locale: 'en-GB',
    });
    expect(readCurrencyChoice({ reportingCurrency: 'pounds', locale: 'en-GB' })).toEqual({
      locale: 'en-GB',
    });
    expect(readCurrencyChoice(undefined)).toEqual({});
    expect(readCurrencyChoice({ importLayouts: {}, cashMinimum: null })).toEqual({});
  });

  it('replaces both, so clearing one leaves it absent, not undefined', () => {
    const current = {
      transactions: [],
      importBatches: [],
      accounts: [],
      importLayouts: {},
      cashMinimum: null,
      reportingCurrency: 'GBP',
      locale: 'en-GB' as const,
    };
    const { commands } = setCurrencyChoice(current, { reportingCurrency: 'EUR' });
    const next = applyCommands(current, commands);
    expect(next).toEqual({ ...current, reportingCurrency: 'EUR', locale: undefined });
    expect('locale' in next).toBe(false);
  });
});
