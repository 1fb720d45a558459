import { describe, expect, it } from 'vitest';
import { applyRules } from './applyRules.js';
import { payeeAsWritten, suggestRule } from './suggestRule.js';
import { row, rule } from '../testing/ruleRows.js';

const awsRows = Array.from({ length: 15 }, (_, i) =>
  row(`aws-${i}`, `CARD ${1000 + i} AWS EMEA ${4000 + i}`, -100 - i),
);
const ledger = [...awsRows, row('rent', 'OFFICE RENT', -2000)];

describe('suggestRule', () => {
  it('offers a rule on the normalised payee, counting the other transactions it matches', () => {
    const suggestion = suggestRule(ledger, awsRows[0]!, 'Software');
    expect(suggestion?.sentence).toBe(
      "Always put 'AWS EMEA' in Software? 14 other transactions match.",
    );
    expect(suggestion?.rule.conditions).toEqual([{ kind: 'payee', value: 'AWS EMEA' }]);
    expect(suggestion?.rule.actions).toEqual({ category: 'Software' });
    expect(suggestion?.otherMatches).toBe(14);
  });

  it('accepting it categorises the other transactions of that payee', () => {
    const suggestion = suggestRule(ledger, awsRows[0]!, 'Software')!;
    const changes = applyRules(ledger, [suggestion.rule]);
    expect(changes).toHaveLength(15);
    expect(changes.every((change) => change.set.category === 'Software')).toBe(true);
  });

  it('says when no other or one other transaction matches', () => {
    expect(suggestRule(ledger, ledger[15]!, 'Rent')?.sentence).toBe(
      "Always put 'Office Rent' in Rent? No other transaction matches yet.",
    );
    const two = [...ledger, row('rent-2', 'OFFICE RENT', -2000)];
    expect(suggestRule(two, ledger[15]!, 'Rent')?.sentence).toMatch(
      /1 other transaction matches\.$/,
    );
  });

  it('offers nothing when a rule on that payee already gives the category', () => {
    const existing = [rule('r', [{ kind: 'payee', value: 'AWS EMEA' }], { category: 'Software' })];
    expect(suggestRule(ledger, awsRows[0]!, 'Software', existing)).toBeNull();
    expect(suggestRule(ledger, awsRows[0]!, 'Hosting', existing)).not.toBeNull();
  });
});

describe('payeeAsWritten', () => {
  it('gives the payee’s readable name', () => {
    expect(payeeAsWritten('CARD 0923 AWS EMEA 4491')).toBe('AWS EMEA');
    expect(payeeAsWritten('Gusto Payroll 0115')).toBe('Gusto Payroll');
  });
});

describe('suggestRule on ACH and wire lines', () => {
  const ach = (id: string, date: string, trace: string) =>
    row(
      id,
      `ORIG CO NAME:MERIDIAN FOODS CO ORIG ID:1234567890 DESC DATE:${date} CO ENTRY DESCR:PAYMENT SEC:CCD TRACE#:${trace} EED:${date} IND ID:INV${trace.slice(-4)} IND NAME:CASHLINE DEMO LLC TRN: ${trace}TC`,
      4200,
    );
  const meridian = [
    ach('m1', '260926', '021000021234567'),
    ach('m2', '261026', '021000029876543'),
    ach('m3', '261126', '021000025550001'),
  ];

  it("offers a rule on the originator's readable name, matching its lines whatever their trace ids", () => {
    const suggestion = suggestRule(meridian, meridian[0]!, 'Sales')!;
    expect(suggestion.sentence).toBe(
      "Always put 'Meridian Foods Co' in Sales? 2 other transactions match.",
    );
    expect(suggestion.rule.conditions).toEqual([{ kind: 'payee', value: 'Meridian Foods Co' }]);
    expect(applyRules(meridian, [suggestion.rule])).toHaveLength(3);
  });

  it('names the payer of a Fedwire credit, not the banks it came through', () => {
    const wire = row(
      'w1',
      'FEDWIRE CREDIT VIA: JPMORGAN CHASE BANK/021000021 B/O: BRIGHTPATH HEALTH NEW YORK NY 10017 REF: CHASE NYC/CTR/BNF=CASHLINE DEMO LLC IMAD: 1026MMQFMP2L000123',
      18000,
    );
    expect(suggestRule([wire], wire, 'Sales')?.sentence).toBe(
      "Always put 'Brightpath Health' in Sales? No other transaction matches yet.",
    );
  });

  it('a rule on payee "google" catches neither Google Ads nor Google Workspace', () => {
    const google = [
      row('g1', 'GOOGLE *ADS1234567890 CC GOOGLE.COM CA', -300),
      row('g2', 'GOOGLE *GSUITE_acme.co', -72),
    ];
    expect(
      applyRules(google, [
        rule('g', [{ kind: 'payee', value: 'google' }], { category: 'Software' }),
      ]),
    ).toEqual([]);
  });
});
