import { HEURISTIC_PATTERNS } from './heuristicMapping.js';
import type { HeaderPatterns } from './heuristicMapping.js';
import { IMPORT_FIELDS } from './types.js';
import type { ColumnMapping, ImportField } from './types.js';

/**
 * Headers the ai.md patterns miss but real exports use: UK and US variants, and the usual German,
 * French, Spanish, Dutch and Italian names. Ranked after the ai.md patterns.
 */
export const EXTRA_PATTERNS: HeaderPatterns = {
  date: [
    'buchungstag',
    'buchungsdatum',
    'datum',
    'fecha',
    'posted',
    'posting',
    'dato',
    'bokföringsdag',
    'transaktionsdag',
    'buchung',
    'valuta',
    'data',
  ],
  description: [
    'payee',
    'narrative',
    'particulars',
    'verwendungszweck',
    'buchungstext',
    'beschreibung',
    'libellé',
    'libelle',
    'concepto',
    'omschrijving',
    'descrizione',
    'merchant',
    'counterparty',
    'empfänger',
    'auftraggeber',
    'name',
    'reference',
    'beskrivelse',
    'beskrivning',
    'tekst',
    'text',
    'navn',
    'namn',
  ],
  amount: [
    'betrag',
    'montant',
    'importe',
    'bedrag',
    'importo',
    'umsatz',
    'beløb',
    'belopp',
    'beløp',
    'částka',
    'objem',
    'kwota',
    'total',
  ],
  debit: [
    'paid out',
    'money out',
    'outflow',
    'spent',
    'soll',
    'débit',
    'debe',
    'cargo',
    'ausgang',
    'uttak',
  ],
  credit: [
    'paid in',
    'money in',
    'inflow',
    'received',
    'haben',
    'crédit',
    'haber',
    'abono',
    'innskudd',
  ],
  category: ['kategorie', 'catégorie', 'categoria', 'categorie'],
  balance: ['saldo', 'solde', 'kontostand', 'running bal', 'disponible'],
};

/**
 * Whole names, too short to be searched for inside other names ("in" is in "Posting"): the
 * Out/In pair of many bank and card exports.
 */
const EXACT_NAMES: Partial<Record<ImportField, readonly string[]>> = {
  debit: ['out'],
  credit: ['in'],
};

// Fields whose patterns are more specific claim their header first, so that "Debit Amount" is
// the debit column rather than the amount and "Value Date" is a date rather than a value.
const CLAIM_ORDER: readonly ImportField[] = [
  'date',
  'debit',
  'credit',
  'balance',
  'category',
  'description',
  'amount',
];

const PATTERNS = Object.fromEntries(
  IMPORT_FIELDS.map((field) => [
    field,
    [...HEURISTIC_PATTERNS[field], ...EXTRA_PATTERNS[field]].map((pattern) => ({
      text: pattern,
      words: wordsOf(pattern),
    })),
  ]),
) as Record<ImportField, { text: string; words: string[] }[]>;

/** Words that make a name the better (+1) or the worse (-1) choice for a field. */
const QUALIFIERS: Partial<Record<ImportField, { better?: RegExp; worse?: RegExp }>> = {
  date: {
    better: /^(transaction|trans|txn|booking|booked|posted|posting|operation|operación|buchung)$/,
    worse:
      /^(initial|statement|opening|closing|created|creation|export|exported|download|report|printed|erstellt|von|bis)$/,
  },
  balance: {
    worse:
      /^(initial|opening|starting|beginning|closing|ending|final|statement|anfangssaldo|endsaldo)$/,
  },
};

/** What is never the amount: the original-currency amount, a fee, a rate or a tax. */
const NOT_AMOUNT_WORD =
  /^(original|orig|foreign|fx|fee|fees|charges|commission|provision|exchange|rate|kurs|tax|vat|mwst|ust)$/;
const NOT_AMOUNT_PART = /ursprung|fremdw|gebühr|gebuehr|entgelt|wechselkurs|comisi/;

export function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** 2 when the pattern's words are whole words of the name, 1 when it is inside one, else 0. */
function matchQuality(
  name: string,
  words: readonly string[],
  pattern: string,
  patternWords: readonly string[],
): number {
  if (!name.includes(pattern)) return 0;
  for (let i = 0; i + patternWords.length <= words.length; i++) {
    if (patternWords.every((word, j) => words[i + j] === word)) return 2;
  }
  return 1;
}

function qualifier(field: ImportField, words: readonly string[]): number {
  const rule = QUALIFIERS[field];
  if (rule === undefined) return 0;
  const { better, worse } = rule;
  if (worse && words.some((word) => worse.test(word))) return -1;
  if (better && words.some((word) => better.test(word))) return 1;
  return 0;
}

function neverAmount(name: string, words: readonly string[]): boolean {
  return NOT_AMOUNT_PART.test(name) || words.some((word) => NOT_AMOUNT_WORD.test(word));
}

type Candidate = { index: number; score: number; pattern: number };

/**
 * The headers a field's patterns name, best first: whole words over a part of a word, a
 * transaction or booking date over a statement or initial one, earlier patterns first, then left
 * to right. Original-currency, fee, rate and tax columns are never amount candidates.
 */
function rankCandidates(
  field: ImportField,
  names: readonly string[],
  words: readonly (readonly string[])[],
  claimed: ReadonlySet<number>,
): number[] {
  const candidates: Candidate[] = [];
  const patterns = PATTERNS[field];
  for (let index = 0; index < names.length; index++) {
    const name = names[index]!;
    if (name === '' || claimed.has(index)) continue;
    if (field === 'amount' && neverAmount(name, words[index]!)) continue;
    for (let p = 0; p < patterns.length; p++) {
      const quality = matchQuality(name, words[index]!, patterns[p]!.text, patterns[p]!.words);
      if (quality === 0) continue;
      candidates.push({ index, score: quality + 2 * qualifier(field, words[index]!), pattern: p });
      break;
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.pattern - b.pattern || a.index - b.index);
  return candidates.map((candidate) => candidate.index);
}

/**
 * How well the content of column `index` fits `field` (see mapColumns): 2 fits, 1 doubtful (taken
 * when no candidate fits), 0 never (the cells are not of that kind). Names alone say 2.
 */
export type AcceptColumn = (field: ImportField, index: number) => 0 | 1 | 2;

/**
 * The columns names give, each field taking its best-ranked free header whose content fits it
 * (or, when none fits, its best-ranked doubtful one), then the whole names Out and In. Fields already in
 * `start` are kept.
 */
export function mapByNames(
  headers: readonly string[],
  start: ColumnMapping = {},
  accept: AcceptColumn = () => 2,
): ColumnMapping {
  const names = headers.map((header) => header.trim().toLowerCase());
  const words = names.map(wordsOf);
  const mapping: ColumnMapping = { ...start };
  const claimed = new Set<number>();
  for (const header of Object.values(mapping)) claimed.add(headers.indexOf(header));
  const claim = (field: ImportField, index: number): void => {
    mapping[field] = headers[index]!;
    claimed.add(index);
  };
  for (const field of CLAIM_ORDER) {
    if (mapping[field] !== undefined) continue;
    const ranked = rankCandidates(field, names, words, claimed);
    const fit = ranked.map((index) => accept(field, index));
    const best = fit.indexOf(2) === -1 ? fit.indexOf(1) : fit.indexOf(2);
    const pick = ranked[best];
    if (pick !== undefined) claim(field, pick);
  }
  for (const field of IMPORT_FIELDS) {
    const exact = EXACT_NAMES[field];
    if (exact === undefined || mapping[field] !== undefined) continue;
    const index = names.findIndex((name, i) => !claimed.has(i) && exact.includes(name));
    if (index !== -1) claim(field, index);
  }
  return mapping;
}
