export type { AnalysisDate, AsOfReason } from './analysisDate.js';
export {
  analysisDate,
  chooseAnalysisDate,
  CURRENT_LEDGER_DAYS,
  newestAfterDelta,
  newestHistoryDate,
} from './analysisDate.js';
export { asOfSentence } from './asOfText.js';
