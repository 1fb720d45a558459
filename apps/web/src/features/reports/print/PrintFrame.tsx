import { longDateLabel } from '@cashline/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCompanyName } from '../../../lib/reports/useCompanyName';
import { useToday } from '../../../lib/useToday';
import './print.css';

type Props = {
  title: string;
  /** The period and the as-of date, e.g. 'This quarter (1 Apr 2026 to 15 Jun 2026), as of 15 Jun 2026'. */
  period: string;
  /** Which accounts the figures are of, when not all of them. */
  scope?: string;
  /** Where 'Back' goes. */
  backTo: string;
  /** More controls of the bar above the report (not printed). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * A report on its own, laid out for paper: the company, the title, the period and the as-of date at
 * the top, page numbers at the foot of every printed page (print.css), and nothing of the app's frame.
 * On screen a bar above offers Print and Back; it is not printed.
 */
export function PrintFrame({ title, period, scope, backTo, actions, children }: Props) {
  const company = useCompanyName();
  const today = useToday();
  return (
    <div className="print-view">
      <section className="print-view__toolbar" aria-label="Print this report">
        <button type="button" className="button" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <Link className="button button--secondary" to={backTo}>
          Back
        </Link>
        {actions}
        {company === '' ? (
          <p className="print-view__hint">
            No company name is set: add one in <Link to={paths.settings.path}>Settings</Link> to
            print it on the report.
          </p>
        ) : null}
      </section>
      <main className="print-view__page">
        <header className="print-view__header">
          {company !== '' ? <p className="print-view__company">{company}</p> : null}
          <h1>{title}</h1>
          <p className="print-view__period">{period}</p>
          {scope ? <p className="print-view__period">{scope}</p> : null}
          <p className="print-view__prepared">Prepared {longDateLabel(today)} with Cashline</p>
        </header>
        {children}
      </main>
    </div>
  );
}
