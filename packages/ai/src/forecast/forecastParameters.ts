/** ai.md section 7, forecast helper: the 13-week forecast call. */
export const FORECAST_TEMPERATURE = 0;
export const FORECAST_MAX_TOKENS = 4000;
/** ai.md section 9. */
export const FORECAST_WEEKS = 13;
export const FORECAST_VARIANCE = 0.15;
