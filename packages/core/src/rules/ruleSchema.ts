import { z } from 'zod';
import { transactionTypeSchema } from '../transaction.js';
import { MAX_PATTERN_LENGTH, patternProblem } from './safePattern.js';

const text = z.string().trim().min(1, 'Must not be empty').max(MAX_PATTERN_LENGTH);
/** An amount in currency units, compared with the transaction's absolute amount. */
const amount = z.number().finite().nonnegative();

export const ruleConditionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('description'),
    op: z.enum(['contains', 'startsWith', 'equals']),
    value: text,
  }),
  z.object({
    kind: z.literal('pattern'),
    value: z.string().superRefine((value, ctx) => {
      const problem = patternProblem(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
  }),
  /** A payee's name or key ("Meridian Foods Co"); compared by the key `parsePayee` gives. */
  z.object({ kind: z.literal('payee'), value: text }),
  z.object({ kind: z.literal('amountEquals'), value: amount }),
  z
    .object({ kind: z.literal('amountBetween'), min: amount, max: amount })
    .refine((condition) => condition.min <= condition.max, {
      message: 'The smallest amount must not be above the largest',
      path: ['max'],
    }),
  z.object({ kind: z.literal('direction'), value: transactionTypeSchema }),
  /** Matches only transactions that carry an account id. */
  z.object({ kind: z.literal('account'), value: text }),
]);
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

export const ruleActionsSchema = z
  .object({
    category: text.optional(),
    payee: text.optional(),
    note: z.string().trim().max(500).optional(),
    transfer: z.literal(true).optional(),
  })
  .refine((actions) => Object.values(actions).some((value) => value !== undefined), {
    message: 'A rule must do something: set a category, a payee, a note or mark a transfer',
  });
export type RuleActions = z.infer<typeof ruleActionsSchema>;

/** A rule: every condition must hold; rules are kept in order and the first one wins per field. */
export const ruleSchema = z.object({
  id: z.string().min(1),
  name: z.string().max(200).optional(),
  conditions: z.array(ruleConditionSchema).min(1, 'A rule needs at least one condition').max(20),
  actions: ruleActionsSchema,
});
export type Rule = z.infer<typeof ruleSchema>;

export const rulesSchema = z.array(ruleSchema).max(10_000);
