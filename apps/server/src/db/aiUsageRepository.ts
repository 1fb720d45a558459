import type { SqlDatabase } from './sqlDatabase.js';

/** One budget a call is charged to: a subject (`user:<id>`, `org:<id>`, ...) and its daily tokens. */
export type TokenBudget = { subject: string; tokensPerDay: number };

/** The server's AI key's spending, per subject and day, shared by every replica. */
export type AiUsageRepository = {
  /**
   * Charges `tokens` to every budget, or to none: false when any of them would go over its daily
   * tokens. Concurrent charges from any replica are all counted (a conditional update per row,
   * inside one transaction).
   */
  charge(budgets: readonly TokenBudget[], day: string, tokens: number): Promise<boolean>;
};

class OverBudget extends Error {}

/** Days of spending kept: today's budgets, and yesterday's for a call that began before midnight. */
export const AI_USAGE_DAYS_KEPT = 2;

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export function aiUsageRepository({ kysely }: SqlDatabase): AiUsageRepository {
  return {
    async charge(budgets, day, tokens) {
      try {
        await kysely.transaction().execute(async (trx) => {
          // Older days are never read again: without this the table would grow a row per subject a day.
          await trx
            .deleteFrom('ai_usage')
            .where('day', '<', daysBefore(day, AI_USAGE_DAYS_KEPT - 1))
            .execute();
          for (const { subject, tokensPerDay } of budgets) {
            await trx
              .insertInto('ai_usage')
              .values({ subject, day, tokens: 0 })
              .onConflict((conflict) => conflict.columns(['subject', 'day']).doNothing())
              .execute();
            const charged = await trx
              .updateTable('ai_usage')
              .set((eb) => ({ tokens: eb('tokens', '+', tokens) }))
              .where('subject', '=', subject)
              .where('day', '=', day)
              .where((eb) => eb(eb('tokens', '+', tokens), '<=', tokensPerDay))
              .executeTakeFirst();
            if (Number(charged.numUpdatedRows) !== 1) throw new OverBudget();
          }
        });
        return true;
      } catch (err) {
        if (err instanceof OverBudget) return false;
        throw err;
      }
    },
  };
}
