import { addMonths } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { Cents } from '../money.js';
import { toCents } from '../money.js';

/** One monthly repayment of a loan, in cents. */
export type LoanRepayment = {
  date: IsoDate;
  payment: Cents;
  interest: Cents;
  principal: Cents;
  /** What is still owed after this repayment. */
  remaining: Cents;
};

export type LoanTerms = {
  /** The day the money comes in; repayments fall on the same day of each following month. */
  start: IsoDate;
  principal: number;
  annualRatePercent: number;
  termMonths: number;
};

/**
 * An annuity's repayments to the cent: the level payment P·r / (1 − (1 + r)^−n) at the monthly
 * rate r = annual / 12, rounded to the cent; each month's interest is the balance owed times r,
 * rounded to the cent, and the last payment clears what is left, so the principal parts add up
 * to the loan exactly.
 */
export function loanSchedule({
  start,
  principal,
  annualRatePercent,
  termMonths,
}: LoanTerms): LoanRepayment[] {
  const owed = toCents(principal);
  const rate = annualRatePercent / 100 / 12;
  const level =
    rate === 0
      ? Math.round(owed / termMonths)
      : Math.round((owed * rate) / (1 - (1 + rate) ** -termMonths));
  const schedule: LoanRepayment[] = [];
  let remaining = owed;
  for (let month = 1; month <= termMonths; month += 1) {
    const interest = Math.round(remaining * rate);
    const principalPart = month === termMonths ? remaining : Math.min(remaining, level - interest);
    remaining -= principalPart;
    schedule.push({
      date: addMonths(start, month),
      payment: principalPart + interest,
      interest,
      principal: principalPart,
      remaining,
    });
  }
  return schedule;
}
