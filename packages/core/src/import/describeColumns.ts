import { wordsOf } from './mapByNames.js';

// Which columns make up a transaction's description: the payee, then the memo or reference (and
// the memo's numbered continuations, VWZ1 ... VWZ14), each only when it holds text that varies.

/** What the sample says about one column (see mapColumns). */
export type TextColumnStats = {
  nonEmpty: number;
  dates: number;
  amounts: number;
  textLength: number;
  constant: boolean;
  /** Cells that are a three-letter currency code (EUR, USD). */
  codes: number;
};

/** Names of the counterparty, best first. */
const PAYEE = [
  'payee',
  'counterparty',
  'merchant',
  'beneficiary',
  'empfänger',
  'empfaenger',
  'begünstigter',
  'beguenstigter',
  'auftraggeber',
  'zahlungspflichtiger',
  'händler',
  'haendler',
  'beneficiario',
  'ordenante',
  'destinatario',
  'bénéficiaire',
  'název',
  'nazev',
  'navn',
  'namn',
  'name',
  'payer',
];

/** Names of the memo or reference, best first. */
const MEMO = [
  'description',
  'memo',
  'details',
  'verwendungszweck',
  'vwz',
  'narrative',
  'particulars',
  'purpose',
  'concepto',
  'libellé',
  'libelle',
  'omschrijving',
  'mededeling',
  'descrizione',
  'beschreibung',
  'beskrivelse',
  'beskrivning',
  'zpráva',
  'zprava',
  'poznámka',
  'message',
  'remittance',
  'opis',
  'reference',
  'referenz',
  'referencia',
  'referens',
  'tekst',
  'text',
  'buchungstext',
];

/** Names that hold a name that is not the counterparty's: the account's, the card holder's, the bank's. */
const NOT_PAYEE = /account|konto|bank|card|karte|holder|inhaber|member|user|file|datei/;

const CURRENCY_NAME =
  /currency|währung|waehrung|moneda|devise|divisa|měna|mena|waluta|valuta|valuutta/;

function rank(patterns: readonly string[], name: string, words: readonly string[]): number {
  for (let p = 0; p < patterns.length; p++) {
    const pattern = patterns[p]!;
    if (words.includes(pattern)) return p;
  }
  for (let p = 0; p < patterns.length; p++) if (name.includes(patterns[p]!)) return p + 0.5;
  return -1;
}

/** The name without its number: `VWZ12` and `Description 3` are continuations of `VWZ`, `Description`. */
function stem(name: string): string {
  return name.replace(/[\s_-]*\d+$/, '');
}

function isText(s: TextColumnStats): boolean {
  return s.nonEmpty > 0 && (s.dates + s.amounts) * 2 < s.nonEmpty && s.codes * 2 < s.nonEmpty;
}

function best(candidates: { col: number; rank: number }[]): number {
  let pick = -1;
  let pickRank = Number.POSITIVE_INFINITY;
  for (const { col, rank } of candidates) {
    if (rank < pickRank) {
      pick = col;
      pickRank = rank;
    }
  }
  return pick;
}

/**
 * The description columns in groups, in the order their texts are joined: the best payee column,
 * then the best memo column with its numbered continuations. Columns of dates, amounts or currency codes,
 * and columns that hold one value on every row, are left out (a constant column is used only
 * when nothing else is). Empty when no name says; then the longest text column is used.
 */
export function describeColumns(
  headers: readonly string[],
  stats: readonly TextColumnStats[],
  isFree: (col: number) => boolean,
): number[][] {
  const names = headers.map((header) => header.trim().toLowerCase());
  const pick = (allowConstant: boolean): number[][] => {
    const payees: { col: number; rank: number }[] = [];
    const memos: { col: number; rank: number }[] = [];
    for (let col = 0; col < headers.length; col++) {
      const s = stats[col]!;
      const name = names[col]!;
      if (!isFree(col) || !isText(s) || CURRENCY_NAME.test(name)) continue;
      if (!allowConstant && s.nonEmpty >= 3 && s.constant) continue;
      const words = wordsOf(name);
      const asPayee = NOT_PAYEE.test(name) ? -1 : rank(PAYEE, name, words);
      const asMemo = rank(MEMO, name, words);
      if (asPayee !== -1 && (asMemo === -1 || asPayee <= asMemo))
        payees.push({ col, rank: asPayee });
      else if (asMemo !== -1) memos.push({ col, rank: asMemo });
    }
    const groups: number[][] = [];
    const payee = best(payees);
    if (payee !== -1) groups.push([payee]);
    const memo = best(memos);
    if (memo !== -1) {
      const memoStem = stem(names[memo]!);
      const group = [memo];
      for (const { col } of memos) {
        if (col !== memo && /\d$/.test(names[col]!) && stem(names[col]!) === memoStem) {
          group.push(col);
        }
      }
      groups.push(group.sort((a, b) => a - b));
    }
    return groups;
  };
  const columns = pick(false);
  return columns.length > 0 ? columns : pick(true);
}

/** The text column with the longest cells on average, or -1: for files whose names say nothing. */
export function longestTextColumn(
  stats: readonly TextColumnStats[],
  headers: readonly string[],
  isFree: (col: number) => boolean,
): number {
  let pick = -1;
  let pickLength = 0;
  for (let col = 0; col < stats.length; col++) {
    const s = stats[col]!;
    if (!isFree(col) || !isText(s) || CURRENCY_NAME.test(headers[col]!.toLowerCase())) continue;
    const averageLength = s.textLength / s.nonEmpty;
    if (averageLength > pickLength) {
      pick = col;
      pickLength = averageLength;
    }
  }
  return pick;
}

/**
 * A row's description from its description columns: the cells of a group (a memo and its
 * continuations) joined by spaces, the groups (payee, memo) by " - ", a group's text left out when
 * another group already holds it.
 */
export function joinDescription(
  row: readonly string[],
  groups: readonly (readonly number[])[],
): string {
  const parts: string[] = [];
  for (const group of groups) {
    let text = '';
    for (const col of group) {
      const cell = (row[col] ?? '').trim();
      if (cell !== '') text = text === '' ? cell : `${text} ${cell}`;
    }
    if (text !== '') parts.push(text);
  }
  if (parts.length < 2) return parts[0] ?? '';
  const lower = parts.map((part) => part.toLowerCase());
  const kept = parts.filter((part, i) =>
    lower.every(
      (other, j) =>
        j === i || !other.includes(lower[i]!) || (other.length === part.length && j > i),
    ),
  );
  return kept.join(' - ');
}
