import { ruleSchema } from '@cashline/core';
import type { Rule, RuleCondition } from '@cashline/core';

export const CONDITION_KINDS = [
  ['description', 'Description'],
  ['pattern', 'Description matches pattern'],
  ['payee', 'Payee (normalised)'],
  ['amountEquals', 'Amount is'],
  ['amountBetween', 'Amount between'],
  ['direction', 'Direction'],
  ['account', 'Account (id)'],
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number][0];

/** A condition as the form holds it: text fields, read when the rule is saved. */
export type ConditionDraft = {
  kind: ConditionKind;
  op: 'contains' | 'startsWith' | 'equals';
  value: string;
  min: string;
  max: string;
};

export type RuleDraft = {
  conditions: ConditionDraft[];
  category: string;
  payee: string;
  note: string;
  transfer: boolean;
};

export function emptyCondition(): ConditionDraft {
  return { kind: 'description', op: 'contains', value: '', min: '', max: '' };
}

export function emptyDraft(): RuleDraft {
  return { conditions: [emptyCondition()], category: '', payee: '', note: '', transfer: false };
}

function conditionDraft(condition: RuleCondition): ConditionDraft {
  const draft = emptyCondition();
  switch (condition.kind) {
    case 'description':
      return { ...draft, kind: 'description', op: condition.op, value: condition.value };
    case 'amountEquals':
      return { ...draft, kind: 'amountEquals', value: String(condition.value) };
    case 'amountBetween':
      return {
        ...draft,
        kind: 'amountBetween',
        min: String(condition.min),
        max: String(condition.max),
      };
    default:
      return { ...draft, kind: condition.kind, value: condition.value };
  }
}

/** The form's copy of a saved rule. */
export function draftOf(rule: Rule): RuleDraft {
  return {
    conditions: rule.conditions.map(conditionDraft),
    category: rule.actions.category ?? '',
    payee: rule.actions.payee ?? '',
    note: rule.actions.note ?? '',
    transfer: rule.actions.transfer === true,
  };
}

const money = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

function conditionOf(draft: ConditionDraft): unknown {
  switch (draft.kind) {
    case 'description':
      return { kind: 'description', op: draft.op, value: draft.value };
    case 'amountEquals':
      return { kind: 'amountEquals', value: money(draft.value) };
    case 'amountBetween':
      return { kind: 'amountBetween', min: money(draft.min), max: money(draft.max) };
    default:
      return { kind: draft.kind, value: draft.value };
  }
}

const KIND_NAMES: Record<string, string> = { conditions: 'Condition', actions: 'Actions' };

/** The rule the form describes, validated by core's schema; or the first problem, in words. */
export function ruleOf(
  draft: RuleDraft,
  id: string,
): { ok: true; rule: Rule } | { ok: false; error: string } {
  const actions: Record<string, unknown> = {};
  if (draft.category.trim() !== '') actions.category = draft.category;
  if (draft.payee.trim() !== '') actions.payee = draft.payee;
  if (draft.note.trim() !== '') actions.note = draft.note;
  if (draft.transfer) actions.transfer = true;
  const parsed = ruleSchema.safeParse({
    id,
    conditions: draft.conditions.map(conditionOf),
    actions,
  });
  if (parsed.success) return { ok: true, rule: parsed.data };
  const issue = parsed.error.issues[0]!;
  const [where, index] = issue.path;
  const place =
    typeof where === 'string' && KIND_NAMES[where] !== undefined
      ? `${KIND_NAMES[where]}${typeof index === 'number' ? ` ${index + 1}` : ''}: `
      : '';
  const message = /expected number/i.test(issue.message) ? 'Enter an amount.' : issue.message;
  return { ok: false, error: `${place}${message}` };
}
