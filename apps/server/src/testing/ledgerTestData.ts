import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Transaction } from '@cashline/core';
import { openTestDatabase } from './testDatabase.js';
import type { TestDatabase } from './testDatabase.js';
import type { Writer } from '../ledger/transactionWrites.js';

export const ORG_A = 'org-a';
export const ORG_B = 'org-b';
export const AT = '2026-11-24T10:00:00.000Z';

export const writerOf = (orgId: string, userId = 'user-1'): Writer => ({ orgId, userId, at: AT });

export function tx(id: string, date: string, amount: number, extra: Partial<Transaction> = {}) {
  return {
    id,
    date,
    description: `Payment ${id}`,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: amount < 0 ? 'Software' : 'Sales',
    ...extra,
  } satisfies Transaction;
}

/** A fresh database (the suite's dialect) and its removal. */
export async function freshDatabase(): Promise<{ db: TestDatabase; done(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-ledger-'));
  const db = await openTestDatabase(dir);
  return {
    db,
    async done() {
      await db.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
