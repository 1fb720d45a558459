import type { ForecastResult } from '@cashline/core';

/**
 * The part of the shared AI prediction state (ai.md section 3) the analytics panels read. The
 * provider's value satisfies it, and tests can pass a plain object.
 */
export type AIPanelState = {
  prediction: ForecastResult | null;
  loading: boolean;
  error: string | null;
  isConfigured: boolean;
  useAI: boolean;
  refresh: (force?: boolean) => unknown;
  setUseAI: (on: boolean) => void;
};

/** The state when no AI provider is present: not configured, off, nothing to show. */
export const aiUnavailable: AIPanelState = {
  prediction: null,
  loading: false,
  error: null,
  isConfigured: false,
  useAI: false,
  refresh: () => undefined,
  setUseAI: () => undefined,
};

/** Whether the AI is switched on and usable. */
export function aiActive(ai: AIPanelState): boolean {
  return ai.isConfigured && ai.useAI;
}

/** The AI's forecast when it is on and the last prediction succeeded; null otherwise. */
export function aiPrediction(ai: AIPanelState): ForecastResult | null {
  return aiActive(ai) && ai.error === null ? ai.prediction : null;
}
