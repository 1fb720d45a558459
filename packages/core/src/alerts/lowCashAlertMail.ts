import { lowCashText } from '../accounts/lowCash.js';
import type { LowCashWarning } from '../accounts/lowCash.js';
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
  currency?: string;
};

/**
 * The low-cash alert: the scope, the week and the amount in the subject; the largest payments
 * that take it there; the link to the forecast; how to stop these e-mails.
 */
export function lowCashAlertMail(input: LowCashAlertInput): MailBody {
  const { warning, drivers, currency = 'USD' } = input;
  const amount = formatCents(warning.balanceCents, currency);
  const subject = `Cash alert: ${warning.name} falls to ${amount} in the week of ${dayMonth(warning.weekStart)}`;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `${lowCashText(warning, currency)}.` },
    drivers.length > 0
      ? { kind: 'paragraph', text: 'The largest payments expected before then:' }
      : { kind: 'paragraph', text: 'No single large payment drives it: the usual flow does.' },
  ];
  if (drivers.length > 0) {
    blocks.push({
      kind: 'list',
      items: drivers.map(
        (p) =>
          `${dayMonth(p.date)}: ${p.description} (${p.category}), ${formatCents(toCents(p.amount), currency)}`,
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
