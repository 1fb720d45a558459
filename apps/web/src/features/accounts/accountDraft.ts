import { isLiability } from '@cashline/core';
import type { Account, AccountKind } from '@cashline/core';

/** The account form's fields as typed: text until saved. */
export type AccountDraft = {
  name: string;
  kind: AccountKind;
  currency: string;
  /** For a card or loan, what it owes (entered positive, stored negative). */
  opening: string;
  openingDate: string;
  threshold: string;
};

export function emptyDraft(currency: string, today: string): AccountDraft {
  return { name: '', kind: 'checking', currency, opening: '0', openingDate: today, threshold: '' };
}

export function draftOf(account: Account): AccountDraft {
  const owed = isLiability(account.kind);
  return {
    name: account.name,
    kind: account.kind,
    currency: account.currency,
    opening: String(owed ? -account.openingBalance : account.openingBalance),
    openingDate: account.openingDate,
    threshold: account.lowCashThreshold === undefined ? '' : String(account.lowCashThreshold),
  };
}

function newAccountId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `account-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The account the draft describes, or what is wrong with it in words for the user. The store
 * checks the rest against the schema.
 */
export function accountFromDraft(
  draft: AccountDraft,
  existing: Account | undefined,
): { account: Account } | { error: string } {
  const opening = Number(draft.opening.trim() === '' ? '0' : draft.opening);
  if (!Number.isFinite(opening)) return { error: 'Enter the opening balance as a number.' };
  const threshold = draft.threshold.trim() === '' ? undefined : Number(draft.threshold);
  if (threshold !== undefined && (!Number.isFinite(threshold) || threshold < 0)) {
    return { error: 'Enter the low-cash threshold as a positive number, or leave it empty.' };
  }
  const account: Account = {
    id: existing?.id ?? newAccountId(),
    name: draft.name.trim(),
    kind: draft.kind,
    currency: draft.currency.trim().toUpperCase(),
    openingBalance: isLiability(draft.kind) ? -Math.abs(opening) : opening,
    openingDate: draft.openingDate,
    archived: existing?.archived ?? false,
  };
  if (threshold !== undefined) account.lowCashThreshold = threshold;
  return { account };
}
