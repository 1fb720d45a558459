import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { inferCategory } from './inferCategory.js';

// Real descriptions from public importers' test data, labelled by hand: see
// bench/categorise/SOURCES.md for where each came from and the labelling rules. The tuning set is
// the one the keyword lists were extended on, held to issue 34's targets (85% right, 95% of money
// in). The held-out sets, each labelled before any categoriser ran on it, are held to no target
// here (a target would have the lists tuned to them), only to the rows they get right today: a
// rule that loses one of them is not kept. Money in never gets an expense category in any set.
const read = (file: string) =>
  Papa.parse<Record<string, string>>(
    readFileSync(new URL(`../../bench/categorise/${file}`, import.meta.url), 'utf8'),
    { header: true, skipEmptyLines: true },
  ).data.map((row) => ({
    type: row['direction'] === 'in' ? ('inflow' as const) : ('outflow' as const),
    description: row['description']!,
    truth: row['category']!,
  }));
const tuning = read('realDescriptions.csv');
/** Each held-out set with the rows it gets right today, all and money in. */
const heldOutSets = [
  { file: 'realDescriptionsHeldOut.csv', all: 31, moneyIn: 8 },
  { file: 'realDescriptionsHeldOut2.csv', all: 140, moneyIn: 57 },
  { file: 'realDescriptionsHeldOut6.csv', all: 171, moneyIn: 70 },
  { file: 'realDescriptionsHeldOut7.csv', all: 33, moneyIn: 10 },
  { file: 'realDescriptionsHeldOut8.csv', all: 132, moneyIn: 78 },
  { file: 'realDescriptionsHeldOut9.csv', all: 10, moneyIn: 9 },
].map((set) => ({ ...set, rows: read(set.file) }));
const heldOut = heldOutSets.flatMap((set) => set.rows);

type Row = (typeof tuning)[number];
const right = (subset: readonly Row[]) =>
  subset.filter((row) => inferCategory(row.description, row.type) === row.truth).length;
const inflows = (rows: readonly Row[]) => rows.filter((row) => row.type === 'inflow');

describe('the heuristics on real bank descriptions', () => {
  // Floors at today's figures (1,186 of 1,259; 281 of 295 money in): a rule that loses a row fails.
  it('get at least 94% of the tuning set right', () => {
    expect(tuning.length).toBeGreaterThanOrEqual(1259);
    expect(right(tuning)).toBeGreaterThanOrEqual(1186);
  });

  it('get at least 95% of the money in of the tuning set right', () => {
    const moneyIn = inflows(tuning);
    expect(right(moneyIn)).toBeGreaterThanOrEqual(281);
    expect(right(moneyIn) / moneyIn.length).toBeGreaterThanOrEqual(0.95);
  });

  it('lose no row of a held-out set, all or money in', () => {
    for (const set of heldOutSets) {
      expect(right(set.rows), set.file).toBeGreaterThanOrEqual(set.all);
      expect(right(inflows(set.rows)), set.file).toBeGreaterThanOrEqual(set.moneyIn);
    }
  });

  it('read gifts, refunds, salaries and own money moving in money in as no sale', () => {
    for (const description of [
      'GUTSCHRIFT Sabrina Mustermann - Geschenk Hans Meyer',
      'GUTSCHRIFT John Oliver - Hans Müller Erbe',
      'Remboursement commande 4411',
      'Rueckerstattung Bestellung 77',
      'Employeur Acme SARL - Salaire août 2025',
      'JPMorgan Chase Ext Trnsfr',
      'Converted GBP to BRL',
    ]) {
      expect(inferCategory(description, 'inflow'), description).toBe('Other');
    }
  });

  it('read bank charges in other words as Bank Fees', () => {
    for (const description of [
      'Kosten OranjePakket',
      'Wise Charges for: CARD-2746465966',
      'CCY CONVERSION FEE',
    ]) {
      expect(inferCategory(description, 'outflow'), description).toBe('Bank Fees');
    }
  });

  it('never give money in an expense category', () => {
    const expenses = new Set(['Rent', 'Utilities', 'Payroll', 'Software', 'Marketing']);
    for (const category of ['Maintenance', 'Food Supplies', 'Insurance', 'Bank Fees']) {
      expenses.add(category);
    }
    for (const row of inflows([...tuning, ...heldOut])) {
      expect(expenses.has(inferCategory(row.description, row.type)), row.description).toBe(false);
    }
  });
});
