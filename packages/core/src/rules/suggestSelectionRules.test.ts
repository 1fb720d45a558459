import { describe, expect, it } from 'vitest';
import { applyRules } from './applyRules.js';
import {
  MAX_SELECTION_OFFERS,
  SelectionOffers,
  suggestSelectionRules,
} from './suggestSelectionRules.js';
import { row, rule } from '../testing/ruleRows.js';

const aws = Array.from({ length: 17 }, (_, i) =>
  row(`aws-${i}`, `CARD ${1000 + i} AWS EMEA ${4000 + i}`, -100 - i),
);
const github = Array.from({ length: 4 }, (_, i) => row(`gh-${i}`, `GITHUB INC ${i}`, -20));
const ledger = [...aws, ...github, row('rent', 'OFFICE RENT', -2000)];

describe('suggestSelectionRules', () => {
  it('offers one rule for a selection of one payee, counting the rows outside the selection', () => {
    const offers = suggestSelectionRules(ledger, aws.slice(0, 3), 'Software');
    expect(offers.map((offer) => offer.sentence)).toEqual([
      "Always put 'AWS EMEA' in Software? 14 other transactions match.",
    ]);
    expect(offers[0]!.rule.conditions).toEqual([{ kind: 'payee', value: 'AWS EMEA' }]);
    expect(applyRules(ledger, [offers[0]!.rule])).toHaveLength(17);
  });

  it('offers one rule per payee of a mixed selection, the payee with most selected rows first', () => {
    const offers = suggestSelectionRules(
      ledger,
      [github[0]!, aws[0]!, github[1]!, github[2]!],
      'Software',
    );
    expect(offers.map((offer) => [offer.payee, offer.otherMatches])).toEqual([
      ['Github Inc', 1],
      ['AWS EMEA', 16],
    ]);
  });

  it('leaves out payees a rule already puts in that category', () => {
    const existing = [rule('r', [{ kind: 'payee', value: 'AWS EMEA' }], { category: 'Software' })];
    const offers = suggestSelectionRules(ledger, [aws[0]!, github[0]!], 'Software', existing);
    expect(offers.map((offer) => offer.payee)).toEqual(['Github Inc']);
  });

  it(`makes at most ${MAX_SELECTION_OFFERS} offers`, () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      row(`p-${i}`, `SUPPLIER ${'ABCDEFGH'[i]}`, -5),
    );
    expect(suggestSelectionRules(many, many, 'Supplies')).toHaveLength(MAX_SELECTION_OFFERS);
  });

  it('gives each rule its own id', () => {
    const offers = suggestSelectionRules(
      ledger,
      [aws[0]!, github[0]!],
      'Software',
      [],
      (key) => `id-${key}`,
    );
    expect(offers.map((offer) => offer.rule.id)).toEqual(['id-aws emea', 'id-github inc']);
  });

  it('counts the ledger a range at a time as it does in one pass', () => {
    const offers = new SelectionOffers([github[0]!, aws[0]!, github[1]!], 'Software');
    for (let start = 0; start < ledger.length; start += 5) {
      offers.count(ledger, start, Math.min(start + 5, ledger.length));
    }
    expect(offers.suggestions().map((offer) => [offer.payee, offer.otherMatches])).toEqual([
      ['Github Inc', 2],
      ['AWS EMEA', 16],
    ]);
  });

  it('has nothing to count when every payee has its rule already', () => {
    const existing = [rule('r', [{ kind: 'payee', value: 'AWS EMEA' }], { category: 'Software' })];
    const offers = new SelectionOffers([aws[0]!], 'Software', existing);
    expect(offers.none).toBe(true);
    expect(offers.suggestions()).toEqual([]);
  });
});
