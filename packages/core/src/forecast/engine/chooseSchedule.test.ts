import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../dates.js';
import { chooseSchedule } from './chooseSchedule.js';

const days = (...dates: string[]) => dates.map(dayNumber);

describe('chooseSchedule on a young history', () => {
  it('takes two quarterly tax payments as a series when the history saw no earlier due date', () => {
    const fit = chooseSchedule(days('2026-06-15', '2026-09-15'), dayNumber('2026-06-01'));
    expect(fit?.schedule).toMatchObject({ cadence: 'quarterly', days: [15], everyMonths: 3 });
  });

  it('does not when the history covers a due date that went unpaid', () => {
    // A history from 1 March covers 15 March: a quarterly payment would have shown three times.
    expect(chooseSchedule(days('2026-06-15', '2026-09-15'), dayNumber('2026-03-01'))).toBeNull();
  });

  it('takes a rent paid on 1 June and 1 July of a ledger starting 1 June as monthly', () => {
    const fit = chooseSchedule(days('2026-06-01', '2026-07-01'), dayNumber('2026-06-01'));
    expect(fit?.schedule.cadence).toBe('monthly');
    expect(chooseSchedule(days('2026-06-01', '2026-07-01'), dayNumber('2026-04-20'))).toBeNull();
  });

  it('does not take two payments two months apart as a young monthly series', () => {
    expect(chooseSchedule(days('2026-06-01', '2026-08-03'), dayNumber('2026-06-01'))).toBeNull();
  });

  it('finds payroll on the 1st and the 15th as semi-monthly', () => {
    const fit = chooseSchedule(
      days('2026-06-01', '2026-06-15', '2026-07-01', '2026-07-15'),
      dayNumber('2026-06-01'),
    );
    expect(fit?.schedule).toMatchObject({ cadence: 'semi-monthly', days: [1, 15] });
  });
});
