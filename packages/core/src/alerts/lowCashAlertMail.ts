import { lowCashText } from '../accounts/lowCash.js';
import type { LowCashWarning } from '../accounts/lowCash.js';
import { impliedRateSentence } from '../currency/impliedTransferRates.js';
import { dateParts, shortMonthName } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { formatCents } from '../format/currency.js';
import { toCents } from '../money.js';
import type { ComingPayment } from './comingPayments.js';
import { renderMail } from './mailBody.js';
import type { MailBlock, MailBody } from './mailBody.js';

const dayMonth = (date: IsoDate) => {
  const { month, day } = dateParts(date);
  return `${day} ${shortMonthName(month)}`;
};

export type LowCashAlertInput = {
  warning: LowCashWarning;
  /** The largest payments expected before the end of the crossing week. */
  drivers: readonly ComingPayment[];
  organisationName: string;
  forecastUrl: string;
  unsubscribeUrl: string;
  /** The reporting currency: the drivers' and, unless the warning has its own, the amounts'. */
  currency?: string;
};

/** What a converted total says: the rates' date, and each currency left out for want of a rate. */
function conversionBlocks({ conversion }: LowCashWarning, currency: string): MailBlock[] {
  if (conversion === undefined) return [];
  const at = conversion.ratesDate
    ? ` at the exchange rates of ${dayMonth(conversion.ratesDate)}`
    : '';
  const missing = conversion.missing.map(
    (code) => `No ${code} to ${currency} rate: money in ${code} is left out, not counted 1:1.`,
  );
  const implied = conversion.implied.map(impliedRateSentence);
  const text = [`Figures in ${currency}${at}.`, ...implied, ...missing].join(' ');
  return [{ kind: 'paragraph', text }];
}

/**
 * The low-cash alert: the scope, the week and the amount (or, where there is only a chance of it,
 * the minimum) in the subject; the largest payments
 * that take it there; the link to the forecast; how to stop these e-mails.
 */
export function lowCashAlertMail(input: LowCashAlertInput): MailBody {
  const { warning, drivers } = input;
  const currency = warning.currency ?? input.currency ?? 'USD';
  const amount = formatCents(warning.balanceCents, currency);
  const week = `in the week of ${dayMonth(warning.weekStart)}`;
  // Only a chance of falling below: the subject says so rather than an amount it is not expected at.
  const subject =
    warning.chance === undefined
      ? `Cash alert: ${warning.name} falls to ${amount} ${week}`
      : `Cash alert: ${warning.name} could fall below ${formatCents(warning.thresholdCents, currency)} ${week}`;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `${lowCashText(warning, currency)}.` },
    ...conversionBlocks(warning, currency),
    drivers.length > 0
      ? { kind: 'paragraph', text: 'The largest payments expected before then:' }
      : { kind: 'paragraph', text: 'No single large payment drives it: the usual flow does.' },
  ];
  if (drivers.length > 0) {
    // The payments come from total cash's forecast, in the reporting currency.
    const paid = input.currency ?? currency;
    blocks.push({
      kind: 'list',
      items: drivers.map(
        (p) =>
          `${dayMonth(p.date)}: ${p.description} (${p.category}), ${formatCents(toCents(p.amount), paid)}`,
      ),
    });
  }
  blocks.push(
    { kind: 'link', label: 'See the forecast', url: input.forecastUrl },
    {
      kind: 'paragraph',
      text: `You get this alert as a member of ${input.organisationName} on Cashline. Cashline tells you again only if it comes two weeks sooner, or after the balance recovers and falls again.`,
    },
    { kind: 'link', label: 'Stop low-cash alerts', url: input.unsubscribeUrl },
  );
  return renderMail(subject, blocks);
}
