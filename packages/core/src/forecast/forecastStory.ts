import { addDays, addMonths, startOfMonth } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { fromCents, toCents } from '../money.js';
import type { Cents } from '../money.js';
import { BURN_MONTHS } from '../runway/burn.js';
import type {
  CashFlowForecast,
  EndedSeries,
  LeftOutReceipt,
  UpcomingRecurring,
} from './engine/forecastTypes.js';
import type { PlannedItem } from './plannedItems.js';

/** Weeks in the three months net burn is measured over, as the forecast counts them. */
const BURN_WEEKS_PER_MONTH = 52 / 12;
/** Coming payments named when the forecast and the burn go different ways. */
export const REASONS_SHOWN = 3;

/** A coming payment that makes the forecast differ from the burn, with its total in the horizon. */
export type StoryReason = { description: string; total: number; dates: IsoDate[] };

/**
 * The figures the dashboard shows beside the runway, all read from one forecast so that they
 * cannot contradict each other.
 */
export type ForecastStory = {
  /** The expected balance at the end of the forecast. */
  endBalance: number;
  /** The lowest expected week-end balance and the week it ends. */
  lowest: { balance: number; weekEnd: IsoDate };
  /**
   * The day the expected balance reaches zero: within the forecast, the end of the first week below
   * zero; past it, the forecast's mean daily net carried on from its last week; null when the
   * forecast does not fall.
   */
  cashOutDate: IsoDate | null;
  /** The forecast's net over its weeks, and the same weeks at the ledger's net burn (signed). */
  forecastNet: number;
  burnNet: number;
  /** Whether the forecast goes the other way than the burn says. */
  differs: boolean;
  /** When it differs: the coming payments that make it, largest first. */
  reasons: StoryReason[];
  /**
   * When it falls while the last months added cash: the receipts of those months the forecast
   * leaves out as financing one-offs, largest first.
   */
  leftOut: LeftOutReceipt[];
  /**
   * When it differs: the series of the other way that ended in the burn's months (a payment that
   * stopped, when it rises; a receipt, when it falls), largest first.
   */
  ended: EndedSeries[];
  /**
   * When it differs and its receipts rose (when it falls: fell) steadily, what that moves the
   * forecast's receipts by over its weeks (see the engine's `receiptsCatchUp`); else 0.
   */
  receipts: number;
};

/** What the forecast holds besides its weeks and series, from which the story names its reasons. */
export type StoryItems = {
  /** The user's planned one-offs in the horizon. */
  planned?: readonly PlannedItem[];
  /** The receipts left out of the flow as financing one-offs. */
  oneOffs?: readonly LeftOutReceipt[];
  /** The series that ended. */
  ended?: readonly EndedSeries[];
  /** What each week's inflows hold because the receipts rose (less: fell) steadily. */
  receiptsCatchUp?: number;
};

function cashOutDate(forecast: CashFlowForecast): IsoDate | null {
  if (forecast.openingBalance <= 0) return forecast.asOf;
  const below = forecast.weeks.find((week) => week.balance.expected < 0);
  if (below !== undefined) return below.end;
  const last = forecast.weeks.at(-1);
  if (last === undefined) return null;
  const endCents = toCents(last.balance.expected);
  const days = forecast.weeks.length * 7;
  const dailyCents = (endCents - toCents(forecast.openingBalance)) / days;
  if (dailyCents >= 0) return null;
  return addDays(last.end, Math.ceil(endCents / -dailyCents));
}

/**
 * The receipts left out as financing one-offs that the burn may have counted: those dated in its
 * months, read generously as the calendar months from `BURN_MONTHS` before the as-of month on.
 */
function leftOutOfBurn(oneOffs: readonly LeftOutReceipt[], asOf: IsoDate): LeftOutReceipt[] {
  const from = burnFrom(asOf);
  return oneOffs
    .filter((o) => o.amount > 0 && o.date >= from && o.date <= asOf)
    .sort((a, b) => b.amount - a.amount)
    .slice(0, REASONS_SHOWN);
}

const burnFrom = (asOf: IsoDate): IsoDate => startOfMonth(addMonths(asOf, -BURN_MONTHS));

/** The series of the other way than the forecast's that were still paid in the burn's months. */
function endedInBurn(ended: readonly EndedSeries[], asOf: IsoDate, rising: boolean) {
  const from = burnFrom(asOf);
  return ended
    .filter((s) => s.amount > 0 !== rising && s.lastDate >= from)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))
    .slice(0, REASONS_SHOWN);
}

/**
 * The forecast's story beside the burn: its end and lowest balance, the day cash runs out on it,
 * and, when it rises while the ledger burns cash (or falls while it gains), the placed payments
 * and the user's planned one-offs of the forecast's direction that make the difference, what a
 * steady rise (fall) of the receipts moves it by, and, when it falls, the recent receipts it
 * leaves out as financing one-offs.
 */
export function forecastStory(
  forecast: CashFlowForecast,
  upcoming: readonly UpcomingRecurring[],
  netBurnCents: Cents,
  { planned = [], oneOffs = [], ended = [], receiptsCatchUp = 0 }: StoryItems = {},
): ForecastStory {
  const opening = toCents(forecast.openingBalance);
  let lowest = { balance: forecast.openingBalance, weekEnd: forecast.asOf };
  for (const week of forecast.weeks) {
    if (week.balance.expected < lowest.balance) {
      lowest = { balance: week.balance.expected, weekEnd: week.end };
    }
  }
  const last = forecast.weeks.at(-1);
  const endCents = last === undefined ? opening : toCents(last.balance.expected);
  const forecastNetCents = endCents - opening;
  const burnNetCents = Math.round((-netBurnCents * forecast.weeks.length) / BURN_WEEKS_PER_MONTH);
  const differs =
    forecastNetCents !== 0 && burnNetCents !== 0 && forecastNetCents > 0 !== burnNetCents > 0;
  const rising = forecastNetCents > 0;
  // A series is told by its payee's readable name, not its bank line.
  const coming = [
    ...upcoming.map((item) => ({ ...item, description: item.payee })),
    ...planned.map((item) => ({ ...item, dates: [item.date] })),
  ];
  const reasons = differs
    ? coming
        .filter((item) => item.amount > 0 === rising && item.dates.length > 0)
        .map((item) => ({
          description: item.description,
          total: fromCents(toCents(item.amount) * item.dates.length),
          dates: item.dates,
        }))
        .sort((a, b) => Math.abs(b.total) - Math.abs(a.total))
        .slice(0, REASONS_SHOWN)
    : [];
  return {
    endBalance: fromCents(endCents),
    lowest,
    cashOutDate: cashOutDate(forecast),
    forecastNet: fromCents(forecastNetCents),
    burnNet: fromCents(burnNetCents),
    differs,
    reasons,
    leftOut: differs && !rising ? leftOutOfBurn(oneOffs, forecast.asOf) : [],
    ended: differs ? endedInBurn(ended, forecast.asOf, rising) : [],
    receipts:
      differs && receiptsCatchUp > 0 === rising && receiptsCatchUp !== 0
        ? fromCents(toCents(receiptsCatchUp) * forecast.weeks.length)
        : 0,
  };
}

/**
 * "The forecast rises by $42,000 over 13 weeks, while the last months burnt cash: it expects
 * Acme retainer ($60,000 on 3 dates)." Null when the forecast and the burn agree.
 */
export function forecastStoryText(
  story: ForecastStory,
  weeks: number,
  { money, date }: { money: (amount: number) => string; date: (isoDate: IsoDate) => string },
): string | null {
  if (!story.differs) return null;
  const way = story.forecastNet > 0 ? 'rises' : 'falls';
  const burn = story.burnNet < 0 ? 'burnt cash' : 'added cash';
  const items = story.reasons.map(
    (r) =>
      `${r.description} (${money(Math.abs(r.total))} on ${r.dates.length} date${r.dates.length === 1 ? '' : 's'})`,
  );
  const leftOut = story.leftOut.map(
    (o) => `the ${money(o.amount)} from ${o.payee} on ${date(o.date)}`,
  );
  const ended = story.ended.map(
    (s) => `${s.payee} (${money(Math.abs(s.amount))} ${s.cadence}, last on ${date(s.lastDate)})`,
  );
  const parts = [
    ...(items.length > 0 ? [`it expects ${items.join(', ')}`] : []),
    ...(leftOut.length > 0
      ? [
          `${leftOut.join(' and ')} ${leftOut.length === 1 ? 'is' : 'are'} left out as ${leftOut.length === 1 ? 'a one-off' : 'one-offs'}`,
        ]
      : []),
    ...(ended.length > 0
      ? [`${ended.join(', ')} ${ended.length === 1 ? 'has' : 'have'} stopped`]
      : []),
    ...(story.receipts !== 0
      ? [
          `its receipts have ${story.receipts > 0 ? 'risen' : 'fallen'} steadily, so it expects ${money(Math.abs(story.receipts))} ${story.receipts > 0 ? 'more' : 'less'} of them than their mean`,
        ]
      : []),
  ];
  const because =
    parts.length > 0
      ? parts.join('; ')
      : 'the difference is in the flow no recurring payment explains';
  return `The forecast ${way} by ${money(Math.abs(story.forecastNet))} over ${weeks} weeks, while the last months ${burn}: ${because}.`;
}
