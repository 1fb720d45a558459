import { exchangeRate } from '@cashline/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/stubApi';
import { fetchExchangeRates } from './exchangeRates';

afterEach(() => {
  vi.unstubAllGlobals();
});

const usd = (date: string, rate: string) => ({ date, currency: 'USD', rate, source: 'ecb' });

describe('fetchExchangeRates', () => {
  it('follows the next cursor until the last page, keeping every page’s rates', async () => {
    const path = '/api/orgs/org-bakery/rates';
    const calls = stubApi({
      [path]: () =>
        Response.json({
          base: 'EUR',
          currencies: ['USD'],
          rates: [usd('2026-07-30', '1.1')],
          next: 'page-2',
        }),
      [`${path}?cursor=page-2`]: () =>
        Response.json({
          base: 'EUR',
          currencies: ['USD'],
          rates: [usd('2026-07-31', '1.2')],
          next: null,
        }),
    });
    const { table, currencies } = await fetchExchangeRates('org-bakery');
    expect(calls.map((c) => c.url)).toEqual([path, `${path}?cursor=page-2`]);
    expect(currencies).toEqual(['USD']);
    const first = exchangeRate(table, 'EUR', 'USD', '2026-07-30');
    const second = exchangeRate(table, 'EUR', 'USD', '2026-07-31');
    expect(first.ok && first.rate.approx).toBe(1.1);
    expect(second.ok && second.rate.approx).toBe(1.2);
  });

  it('stops with an error when a page names a cursor it was already given', async () => {
    const path = '/api/orgs/org-bakery/rates';
    const page = () =>
      Response.json({ base: 'EUR', currencies: ['USD'], rates: [], next: 'page-2' });
    const calls = stubApi({ [path]: page, [`${path}?cursor=page-2`]: page });
    await expect(fetchExchangeRates('org-bakery')).rejects.toThrow('same page of rates twice');
    expect(calls).toHaveLength(2);
  });
});
