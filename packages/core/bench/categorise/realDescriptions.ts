import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { TransactionType } from '../../src/index.js';

/** A real bank description with its direction and the category a bookkeeper gave it. */
export type LabelledDescription = {
  source: string;
  type: TransactionType;
  description: string;
  truth: string;
};

/** The parts of the labelled set, each in its own file. */
export const PARTS = {
  tuning: 'realDescriptions.csv',
  'held out': 'realDescriptionsHeldOut.csv',
  'second held out': 'realDescriptionsHeldOut2.csv',
  'sixth held out': 'realDescriptionsHeldOut6.csv',
  'seventh held out': 'realDescriptionsHeldOut7.csv',
  'eighth held out': 'realDescriptionsHeldOut8.csv',
  'ninth held out': 'realDescriptionsHeldOut9.csv',
} as const;

export type Part = keyof typeof PARTS;

/**
 * The labelled real descriptions (see SOURCES.md beside this file): `tuning`, the set the keyword
 * lists were tuned on, or a held-out set, labelled by hand before any categoriser ran on it.
 */
export function realDescriptions(part: Part = 'tuning'): LabelledDescription[] {
  const file = PARTS[part];
  const path = new URL(`./${file}`, import.meta.url);
  const parsed = Papa.parse<Record<string, string>>(readFileSync(path, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  return parsed.data.map((row) => ({
    source: row['source']!,
    type: row['direction'] === 'in' ? 'inflow' : 'outflow',
    description: row['description']!,
    truth: row['category']!,
  }));
}

/** The share of rows a categoriser gets right: all, money in, money out. */
export function score(
  rows: readonly LabelledDescription[],
  categorise: (description: string, type: TransactionType) => string,
): { all: number; inflow: number; outflow: number; inflows: number } {
  let right = 0;
  let inflows = 0;
  let inflowRight = 0;
  for (const row of rows) {
    const ok = categorise(row.description, row.type) === row.truth;
    if (ok) right += 1;
    if (row.type === 'inflow') {
      inflows += 1;
      if (ok) inflowRight += 1;
    }
  }
  const outflows = rows.length - inflows;
  return {
    all: right / rows.length,
    inflow: inflowRight / inflows,
    outflow: (right - inflowRight) / outflows,
    inflows,
  };
}
