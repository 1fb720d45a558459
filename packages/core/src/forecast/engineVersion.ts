/**
 * The forecast engine's method, as frozen forecasts record it: raise it with any change to what
 * the engine forecasts, so a comparison of old forecasts with what happened can tell methods apart.
 */
export const FORECAST_ENGINE_VERSION = '2026.11-4';
