import { isoDateSchema } from '@cashline/core';
import { z } from 'zod';
import { refSchema } from './qboEntities.js';

/**
 * The v3 entities that move money between accounts, as Intuit documents them: a Transfer
 * (`FromAccountRef`, `ToAccountRef`, `Amount`) and a JournalEntry (lines with a
 * `JournalEntryLineDetail` giving `PostingType` Debit or Credit and the `AccountRef`), and the
 * `Account` entity that says which accounts hold cash (AccountType `Bank` or `Credit Card`).
 */
export const qboTransferSchema = z.object({
  Id: z.string().min(1),
  TxnDate: isoDateSchema,
  Amount: z.number().finite(),
  FromAccountRef: refSchema,
  ToAccountRef: refSchema,
  PrivateNote: z.string().optional(),
});
export type QboTransfer = z.infer<typeof qboTransferSchema>;

const journalLineSchema = z.object({
  Id: z.string().optional(),
  Amount: z.number().finite().optional(),
  Description: z.string().optional(),
  JournalEntryLineDetail: z
    .object({
      PostingType: z.enum(['Debit', 'Credit']),
      AccountRef: refSchema,
      Entity: z.object({ EntityRef: refSchema.optional() }).optional(),
    })
    .optional(),
});
export type QboJournalLine = z.infer<typeof journalLineSchema>;

export const qboJournalEntrySchema = z.object({
  Id: z.string().min(1),
  TxnDate: isoDateSchema,
  DocNumber: z.string().optional(),
  PrivateNote: z.string().optional(),
  /** Set on multi-currency companies: line amounts times this are home-currency amounts. */
  ExchangeRate: z.number().finite().positive().optional(),
  Line: z.array(journalLineSchema).default([]),
});
export type QboJournalEntry = z.infer<typeof qboJournalEntrySchema>;

export const qboAccountSchema = z.object({
  Id: z.string().min(1),
  Name: z.string().optional(),
  FullyQualifiedName: z.string().optional(),
  AccountType: z.string().optional(),
});

/** The business's cash accounts by id: its bank accounts and its credit cards. */
export type CashAccounts = ReadonlyMap<string, { name: string; kind: 'bank' | 'card' }>;

/** Picks the Bank and Credit Card accounts out of `Account` records; others are not cash. */
export function cashAccountsOf(rows: readonly unknown[]): CashAccounts {
  const accounts = new Map<string, { name: string; kind: 'bank' | 'card' }>();
  for (const row of rows) {
    const parsed = qboAccountSchema.safeParse(row);
    if (!parsed.success) continue;
    const { Id, Name, FullyQualifiedName, AccountType } = parsed.data;
    const kind = AccountType === 'Bank' ? 'bank' : AccountType === 'Credit Card' ? 'card' : null;
    if (kind) accounts.set(Id, { name: FullyQualifiedName ?? Name ?? `Account ${Id}`, kind });
  }
  return accounts;
}
