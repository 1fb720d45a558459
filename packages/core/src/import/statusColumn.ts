import { isBlank } from './classifyCell.js';
import { wordsOf } from './mapByNames.js';
import { truncate } from './truncateCell.js';
import type { ImportIssue } from './types.js';

// A State or Status column says whether a row's money has moved: a pending, declined, reverted
// or failed row is not a transaction and is skipped with its reason.

const PENDING = 'Pending';
const DECLINED = 'Declined';
const REVERTED = 'Reverted';
const FAILED = 'Failed';
const CANCELLED = 'Cancelled';

/** Status words of rows whose money has not moved, and the reason each gives. */
const UNSETTLED: ReadonlyMap<string, string> = new Map([
  ['pending', PENDING],
  ['in progress', PENDING],
  ['processing', PENDING],
  ['on hold', PENDING],
  ['authorised', PENDING],
  ['authorized', PENDING],
  ['umsatz vorgemerkt', PENDING],
  ['vorgemerkt', PENDING],
  ['ausstehend', PENDING],
  ['pendiente', PENDING],
  ['en attente', PENDING],
  ['väntande', PENDING],
  ['afventer', PENDING],
  ['reserveret', PENDING],
  ['reservert', PENDING],
  ['declined', DECLINED],
  ['rejected', DECLINED],
  ['refused', DECLINED],
  ['abgelehnt', DECLINED],
  ['rechazado', DECLINED],
  ['refusé', DECLINED],
  ['zamítnuto', DECLINED],
  ['reverted', REVERTED],
  ['reversed', REVERTED],
  ['storniert', REVERTED],
  ['failed', FAILED],
  ['fehlgeschlagen', FAILED],
  ['fallido', FAILED],
  ['échoué', FAILED],
  ['cancelled', CANCELLED],
  ['canceled', CANCELLED],
  ['annulé', CANCELLED],
  ['cancelado', CANCELLED],
]);

/** Status words of rows whose money has moved. */
const SETTLED: ReadonlySet<string> = new Set([
  'completed',
  'complete',
  'settled',
  'posted',
  'booked',
  'cleared',
  'done',
  'paid',
  'success',
  'successful',
  'umsatz gebucht',
  'gebucht',
  'ausgeführt',
  'abgeschlossen',
  'completado',
  'effectué',
  'réalisé',
  'bokförd',
  'bogført',
  'gennemført',
  'provedeno',
]);

const STATUS_NAME = /^(state|status|estado|statut|stato|stav|zustand|tilstand|info)$/;

/** The reason a status cell gives for a row that moved no money, or undefined. */
export function unsettledReason(cell: string): string | undefined {
  return UNSETTLED.get(cell.trim().toLowerCase().replace(/_/g, ' '));
}

/** The skipped-row issue for a row whose status cell says no money moved, or undefined. */
export function unsettledIssue(cell: string | undefined, row: number): ImportIssue | undefined {
  const reason = cell === undefined ? undefined : unsettledReason(cell);
  if (cell === undefined || reason === undefined) return undefined;
  return {
    row,
    field: 'row',
    kind: 'skipped',
    message: `${reason}: no money has moved; row skipped.`,
    value: truncate(cell),
  };
}

function isStatusWord(cell: string): boolean {
  const word = cell.trim().toLowerCase().replace(/_/g, ' ');
  return UNSETTLED.has(word) || SETTLED.has(word);
}

/**
 * The column of status words (COMPLETED, PENDING, "Umsatz vorgemerkt"), or -1: one named State,
 * Status or Info whose cells are mostly such words, or any column whose cells all are.
 */
export function findStatusColumn(
  headers: readonly string[],
  sample: readonly (readonly string[])[],
  isFree: (col: number) => boolean,
): number {
  for (let col = 0; col < headers.length; col++) {
    if (!isFree(col)) continue;
    let nonEmpty = 0;
    let known = 0;
    for (const row of sample) {
      const cell = row[col];
      if (cell === undefined || isBlank(cell)) continue;
      nonEmpty++;
      if (isStatusWord(cell)) known++;
    }
    if (nonEmpty < 2) continue;
    const named = wordsOf(headers[col]!).some((word) => STATUS_NAME.test(word));
    if (known >= nonEmpty * (named ? 0.6 : 0.9)) return col;
  }
  return -1;
}
