import { describe, expect, it } from 'vitest';
import { defaultAccount } from './account.js';
import type { Account } from './account.js';
import { processorNamed, suggestsUntrackedTransfer, tracksProcessor } from './processorPayouts.js';

const account = (id: string, name: string, extra: Partial<Account> = {}): Account => ({
  ...defaultAccount('2026-01-01'),
  id,
  name,
  ...extra,
});
const checking = account('chase', 'Chase Checking');
const stripe = account('stripe', 'Stripe balance', { kind: 'payment processor' });

describe('processor payouts', () => {
  it('names the processor of a payout whatever the bank wrote around it', () => {
    expect(processorNamed('STRIPE TRANSFER ST-4F2K9 PAYOUT')).toBe('stripe');
    expect(processorNamed('PAYPAL *TRANSFER 1029384')).toBe('paypal');
    expect(processorNamed('Shopify Payments transfer')).toBe('shopify');
    expect(processorNamed('ONLINE TRANSFER TO SAVINGS 4411')).toBeNull();
  });

  it('knows a processor is tracked only from an open account named for it', () => {
    expect(tracksProcessor([checking, stripe], 'stripe')).toBe(true);
    expect(tracksProcessor([checking, { ...stripe, archived: true }], 'stripe')).toBe(false);
    expect(tracksProcessor([checking], 'paypal')).toBe(false);
  });

  it('does not suggest a processor payout as a transfer to an untracked account', () => {
    for (const description of [
      'STRIPE TRANSFER ST-4F2K9',
      'PAYPAL TRANSFER 55120',
      'SQUARE INC TRANSFER 260301',
      'SHOPIFY TRANSFER 8812',
    ]) {
      expect(suggestsUntrackedTransfer({ description }, [checking])).toBe(false);
    }
  });

  it('suggests it once the business tracks that processor, and other transfers always', () => {
    expect(
      suggestsUntrackedTransfer({ description: 'STRIPE TRANSFER ST-4F2K9' }, [checking, stripe]),
    ).toBe(true);
    expect(
      suggestsUntrackedTransfer({ description: 'PAYPAL TRANSFER 55120' }, [checking, stripe]),
    ).toBe(false);
    expect(
      suggestsUntrackedTransfer({ description: 'ONLINE TRANSFER TO SAVINGS 4411' }, [checking]),
    ).toBe(true);
    expect(suggestsUntrackedTransfer({ description: 'Stripe payout' }, [checking, stripe])).toBe(
      false,
    );
  });
});
