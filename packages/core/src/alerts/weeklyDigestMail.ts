import { dateParts, shortMonthName } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { formatCents } from '../format/currency.js';
import { impliedRateSentence } from '../currency/impliedTransferRates.js';
import { toCents } from '../money.js';
import { renderMail } from './mailBody.js';
import type { MailBlock, MailBody } from './mailBody.js';
import type { WeeklyDigest } from './weeklyDigest.js';

const dayMonth = (date: IsoDate) => {
  const { month, day } = dateParts(date);
  return `${day} ${shortMonthName(month)}`;
};

function signed(amount: number, currency: string): string {
  const text = formatCents(toCents(Math.abs(amount)), currency);
  return amount > 0 ? `up ${text}` : amount < 0 ? `down ${text}` : 'no change';
}

function runwayLine(digest: WeeklyDigest): string {
  const { runwayMonths, healthLabel } = digest.runway;
  return runwayMonths === null ? healthLabel : `${runwayMonths} months (${healthLabel})`;
}

export type DigestMailInput = {
  digest: WeeklyDigest;
  organisationName: string;
  appUrl: string;
  unsubscribeUrl: string;
  currency?: string;
};

/** The Monday digest: the week's figures as a short table, what is due, what waits for a category. */
export function weeklyDigestMail(input: DigestMailInput): MailBody {
  const { digest } = input;
  const currency = digest.currency?.reportingCurrency ?? input.currency ?? 'USD';
  const money = (amount: number) => formatCents(toCents(amount), currency);
  const burn = digest.runway.netBurn;
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `Your week at ${input.organisationName}, with figures as of ${dayMonth(digest.asOf)}.`,
    },
    {
      kind: 'table',
      rows: [
        ['Cash', money(digest.cash)],
        ['Over the week', signed(digest.weekChange, currency)],
        ['Net burn', burn > 0 ? `${money(burn)} a month` : 'none: more comes in than goes out'],
        ['Runway', runwayLine(digest)],
        [
          'Lowest point in 13 weeks',
          digest.lowest
            ? `${money(digest.lowest.balance)} in the week of ${dayMonth(digest.lowest.weekStart)}`
            : 'no forecast yet',
        ],
        ['Waiting for a category', String(digest.uncategorised)],
      ],
    },
  ];
  const converted = digest.currency;
  if (converted) {
    const at = converted.ratesDate
      ? ` at the exchange rates of ${dayMonth(converted.ratesDate)}`
      : '';
    const missing = converted.missing.map(
      (code) => `No ${code} to ${currency} rate: money in ${code} is left out, not counted 1:1.`,
    );
    const implied = converted.implied.map(impliedRateSentence);
    blocks.push({
      kind: 'paragraph',
      text: [`Figures in ${currency}${at}.`, ...implied, ...missing].join(' '),
    });
  }
  if (digest.payments.length > 0) {
    blocks.push(
      { kind: 'paragraph', text: 'The largest payments coming up:' },
      {
        kind: 'list',
        items: digest.payments.map(
          (p) => `${dayMonth(p.date)}: ${p.description} (${p.category}), ${money(p.amount)}`,
        ),
      },
    );
  }
  blocks.push(
    { kind: 'link', label: 'Open Cashline', url: input.appUrl },
    { kind: 'link', label: 'Stop the weekly digest', url: input.unsubscribeUrl },
  );
  return renderMail(
    `Your week in cash: ${money(digest.cash)}, ${signed(digest.weekChange, currency)}`,
    blocks,
  );
}
