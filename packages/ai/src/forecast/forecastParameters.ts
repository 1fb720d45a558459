/** ai.md section 7, forecast helper: the 13-week forecast call. */
export const FORECAST_TEMPERATURE = 0;
export const FORECAST_MAX_TOKENS = 4000;
