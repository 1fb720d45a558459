import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase.js';
import type { TestDatabase } from '../testing/testDatabase.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aiUsageRepository } from './aiUsageRepository.js';

let dataDir: string;
let db: TestDatabase;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-ai-usage-'));
  db = await openTestDatabase(dataDir);
});
afterEach(async () => {
  await db.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const days = async () =>
  (await db.kysely.selectFrom('ai_usage').select(['subject', 'day']).orderBy('day').execute()).map(
    (row) => `${row.subject} ${row.day}`,
  );

describe('the AI spending kept', () => {
  it('charges each day apart and lets go of days before yesterday', async () => {
    const usage = aiUsageRepository(db);
    const budget = [{ subject: 'user:ann', tokensPerDay: 100 }];
    expect(await usage.charge(budget, '2026-11-01', 60)).toBe(true);
    expect(await usage.charge(budget, '2026-11-02', 60)).toBe(true);
    expect(await usage.charge(budget, '2026-11-02', 60)).toBe(false);
    expect(await days()).toEqual(['user:ann 2026-11-01', 'user:ann 2026-11-02']);
    expect(await usage.charge(budget, '2026-11-03', 10)).toBe(true);
    expect(await days()).toEqual(['user:ann 2026-11-02', 'user:ann 2026-11-03']);
  });
});
