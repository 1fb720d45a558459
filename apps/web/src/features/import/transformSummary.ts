import type { CategorisationReport, TransformationResult } from '@cashline/ai';
import type { NoticeTone } from '../../components/ui/Notice';
import { countOf } from './importMessages';

/** What the import page says after applying transformations. */
export type TransformSummary = { tone: NoticeTone; headline: string; details: string[] };

/** Rows the AI or the user's rules categorised: the rest fell back to keywords. */
function categorised(report: CategorisationReport): number {
  return report.byAi + (report.byRules ?? 0);
}

function categorisationDetail(target: string, report: CategorisationReport): string {
  const rows = countOf(report.rows, 'row', 'rows');
  const byRules = report.byRules ?? 0;
  if (byRules > 0) {
    const rest = report.rows - categorised(report);
    return (
      `${target}: your rules categorised ${countOf(byRules, 'row', 'rows')}, so only the other ` +
      `${(report.rows - byRules).toLocaleString('en-US')} went to the AI, which categorised ` +
      `${report.byAi.toLocaleString('en-US')}` +
      (rest > 0 ? `; ${countOf(rest, 'row got', 'rows got')} keyword categories instead.` : '.')
    );
  }
  if (report.byAi === report.rows) {
    return `${target}: the AI categorised ${report.rows === 1 ? 'the' : 'all'} ${rows}.`;
  }
  const reasons = report.fallbacks
    .map((f) => `${countOf(f.rows, 'row', 'rows')}: ${f.reason.replace(/\.$/, '')}`)
    .join('; ');
  return (
    `${target}: the AI categorised ${report.byAi.toLocaleString('en-US')} of ${rows}; ` +
    `${countOf(report.rows - report.byAi, 'row got', 'rows got')} keyword categories instead ` +
    `(${reasons}).`
  );
}

/**
 * "Applied 2 of 2 transformations (new columns: AI Category)." when every row of every
 * transformation is the AI's; otherwise it says which did not apply, how many rows fell back to
 * keyword categories, and why.
 */
export function transformSummary(result: TransformationResult, saved: boolean): TransformSummary {
  const applied = result.outcomes.filter((o) => o.error === undefined);
  const partial = applied.filter(
    (o) => o.categorisation && categorised(o.categorisation) < o.categorisation.rows,
  );
  const columns =
    result.newColumns.length > 0 ? ` (new columns: ${result.newColumns.join(', ')})` : '';
  const headline =
    `Applied ${applied.length} of ${result.outcomes.length} transformations${columns}` +
    (partial.length > 0 ? `, ${partial.length} only in part` : '') +
    `.${saved ? '' : ' (Auto-save failed)'}`;
  const details = result.outcomes.flatMap((o) => {
    if (o.error !== undefined) return [`Not applied: ${o.name}. ${o.error}`];
    return o.categorisation ? [categorisationDetail(o.targetColumn, o.categorisation)] : [];
  });
  const clean = partial.length === 0 && applied.length === result.outcomes.length && saved;
  return { tone: clean ? 'success' : 'warning', headline, details };
}
