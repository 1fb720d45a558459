export type { BalanceTimelineInput, TimelinePoint } from './balanceTimeline.js';
export { balanceTimeline, TIMELINE_HISTORY_MONTHS } from './balanceTimeline.js';
export type { RunwayHealth } from './health.js';
export { RUNWAY_HEALTH_LABELS, runwayHealth } from './health.js';
export type { Burn, BurnBasis } from './burn.js';
export { BURN_MONTHS } from './burn.js';
export type { Runway, RunwayStatus } from './runway.js';
export { CASH_FLOW_POSITIVE_LABEL } from './runway.js';
export {
  burnBasisText,
  cashFlowPositiveText,
  GROSS_BURN_DEFINITION,
  longDateLabel,
  monthSpanLabel,
  NET_BURN_DEFINITION,
} from './runwayText.js';
export type {
  RunwayPage,
  RunwayPageInputs,
  RunwayScenario,
  RunwayScenarioName,
  RunwayWarning,
} from './page.js';
export { CRITICAL_RUNWAY_WARNING, LOW_RUNWAY_ALERT, runwayPage } from './page.js';
export type { RunwayWidget } from './widget.js';
export { runwayWidget } from './widget.js';
