import { describe, expect, it } from 'vitest';
import { draftOf, emptyCondition, emptyDraft, ruleOf } from './ruleDraft';

describe('ruleOf', () => {
  it('reads the form into a rule that core accepts, and back', () => {
    const draft = {
      ...emptyDraft(),
      conditions: [
        { ...emptyCondition(), kind: 'payee' as const, value: 'AWS EMEA' },
        { ...emptyCondition(), kind: 'amountBetween' as const, min: '10', max: '99.5' },
      ],
      category: 'Software',
    };
    const result = ruleOf(draft, 'r1');
    expect(result).toEqual({
      ok: true,
      rule: {
        id: 'r1',
        conditions: [
          { kind: 'payee', value: 'AWS EMEA' },
          { kind: 'amountBetween', min: 10, max: 99.5 },
        ],
        actions: { category: 'Software' },
      },
    });
    expect(result.ok && draftOf(result.rule)).toEqual(draft);
  });

  it('says what is wrong, and where', () => {
    expect(ruleOf(emptyDraft(), 'r')).toEqual({
      ok: false,
      error: 'Condition 1: Must not be empty',
    });
    const unsupported = {
      ...emptyDraft(),
      conditions: [{ ...emptyCondition(), kind: 'pattern' as const, value: '(?=a)b' }],
      category: 'X',
    };
    expect(ruleOf(unsupported, 'r')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/look-ahead/),
    });
    const noAmount = {
      ...emptyDraft(),
      conditions: [{ ...emptyCondition(), kind: 'amountEquals' as const }],
      category: 'X',
    };
    expect(ruleOf(noAmount, 'r')).toEqual({ ok: false, error: 'Condition 1: Enter an amount.' });
    const idle = { ...emptyDraft(), conditions: [{ ...emptyCondition(), value: 'aws' }] };
    expect(ruleOf(idle, 'r')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Actions: A rule must do something/),
    });
  });
});
