import { impliedRateSentence } from '@cashline/core';
import type { ConsolidatedFigure, MissingRateNote } from '@cashline/core';
import type { PageCurrencyNote } from '../../lib/analytics/useAnalysis';
import type { Formatters } from '../../lib/format/useFormat';

const FIGURE_NAMES: Record<ConsolidatedFigure, string> = {
  balance: 'total cash',
  inflows: 'money in',
  outflows: 'money out',
  net: 'net cash flow',
  trend: 'the monthly trend',
  burn: 'burn',
  runway: 'runway',
  forecast: 'the forecast',
};

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** The sentence that says which figures, in which currency, leave money out. */
function missingSentence(missing: MissingRateNote, reporting: string, format: Formatters): string {
  const parts: string[] = [];
  if (missing.transactions > 0 && missing.from !== null && missing.to !== null) {
    const plural = missing.transactions === 1 ? 'transaction' : 'transactions';
    parts.push(
      `${missing.transactions} ${plural} from ${format.date(missing.from)} to ${format.date(missing.to)}`,
    );
  }
  if (missing.balance) parts.push('the balance');
  const figures = list(missing.figures.map((f) => FIGURE_NAMES[f]));
  return `No ${missing.currency} to ${reporting} rate for ${list(parts)}: left out of ${figures}, not counted 1:1.`;
}

/** What the page says of its currency: the reporting one, the rates' date, what has no rate. */
export function currencyNoteLines(note: PageCurrencyNote, format: Formatters): string[] {
  if (note.pending) {
    return [`Figures in ${note.reportingCurrency}: the exchange rates are on their way.`];
  }
  const lines = [
    note.converted && note.ratesDate !== null
      ? `Figures in ${note.reportingCurrency}, converted at the exchange rates of ${format.date(note.ratesDate)} (money in and out at each day's rate).`
      : note.converted
        ? `Figures in ${note.reportingCurrency}, money in and out converted at each day's exchange rate.`
        : `Figures in ${note.reportingCurrency}.`,
  ];
  for (const currency of note.implied) lines.push(impliedRateSentence(currency));
  for (const missing of note.missing) {
    lines.push(missingSentence(missing, note.reportingCurrency, format));
  }
  const { exchange } = note;
  if (exchange.transfers > 0) {
    const gain = exchange.cents >= 0;
    lines.push(
      `Transfers between currencies: an exchange ${gain ? 'gain' : 'loss'} of ${format.moneyExact(Math.abs(exchange.cents) / 100)} (neither money in nor out).`,
    );
  }
  return lines;
}

/** A figure's own warning when a missing rate leaves it short; undefined when it is whole. */
export function missingRateHint(
  note: PageCurrencyNote | undefined,
  figure: ConsolidatedFigure,
): string | undefined {
  if (note === undefined || !note.affected.includes(figure)) return undefined;
  if (note.pending) return 'Waiting for exchange rates';
  const currencies = note.missing.filter((m) => m.figures.includes(figure)).map((m) => m.currency);
  return `Leaves out ${list(currencies)}: no exchange rate`;
}
