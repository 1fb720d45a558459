import { longDateLabel } from '../runway/runwayText.js';
import type { AnalysisDate } from './analysisDate.js';

/** What every analytics page says near its title, e.g. 'As of 31 Jul 2026, the date of your newest transaction'. */
export function asOfSentence({ date, reason }: AnalysisDate): string {
  switch (reason) {
    case 'today':
      return `As of today, ${longDateLabel(date)}`;
    case 'newest-transaction':
      return `As of ${longDateLabel(date)}, the date of your newest transaction`;
    case 'chosen':
      return `As of ${longDateLabel(date)}, the date you picked`;
  }
}
