import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { inferCategory } from './inferCategory.js';

// Real descriptions from public importers' test data, labelled by hand: see
// bench/categorise/SOURCES.md for where each came from and the labelling rules. The tuning set is
// the one the keyword lists were extended on; the held-out sets, each labelled before any
// categoriser ran on it, are scored by the benchmark, not held to a target here (tests on them
// would tune to them); only the rule that money in never gets an expense category holds.
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
const heldOut = [
  ...read('realDescriptionsHeldOut.csv'),
  ...read('realDescriptionsHeldOut2.csv'),
  ...read('realDescriptionsHeldOut6.csv'),
  ...read('realDescriptionsHeldOut7.csv'),
  ...read('realDescriptionsHeldOut8.csv'),
  ...read('realDescriptionsHeldOut9.csv'),
];

type Row = (typeof tuning)[number];
const share = (subset: readonly Row[]) =>
  subset.filter((row) => inferCategory(row.description, row.type) === row.truth).length /
  subset.length;
const inflows = (rows: readonly Row[]) => rows.filter((row) => row.type === 'inflow');

describe('the heuristics on real bank descriptions', () => {
  // Six rows of money in from French personal statements (an insurer, a fund manager, direct
  // debits collected) are labelled no sale; read for a business, whose customers these may be, they
  // are sales: the payer's name alone decides nothing (issue 34).
  it('get at least 92% of the tuning set right', () => {
    expect(tuning.length).toBeGreaterThanOrEqual(1259);
    expect(share(tuning)).toBeGreaterThanOrEqual(0.92);
  });

  it('read gifts, refunds, salaries and own money moving in money in as no sale', () => {
    expect(share(inflows(tuning))).toBeGreaterThanOrEqual(0.92);
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
