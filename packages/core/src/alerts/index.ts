export type { ComingPayment } from './comingPayments.js';
export { largestComingPayments } from './comingPayments.js';
export type { LowCashDriversInput } from './lowCashDrivers.js';
export { lowCashDrivers } from './lowCashDrivers.js';
export type { LowCashAlertPlan, SentLowCashAlert } from './lowCashAlerts.js';
export {
  ALERT_AGAIN_SOONER_DAYS,
  isCertain,
  isNewCrossing,
  planLowCashAlerts,
  scopeOf,
} from './lowCashAlerts.js';
export type { LowCashAlertInput } from './lowCashAlertMail.js';
export { lowCashAlertMail } from './lowCashAlertMail.js';
export type { MailBlock, MailBody } from './mailBody.js';
export { escapeHtml, renderMail } from './mailBody.js';
export type { WeeklyDigest } from './weeklyDigest.js';
export { DIGEST_PAYMENTS, weeklyDigest } from './weeklyDigest.js';
export type { DigestMailInput } from './weeklyDigestMail.js';
export { weeklyDigestMail } from './weeklyDigestMail.js';
