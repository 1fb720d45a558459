import type { ForecastResult } from '@cashline/core';
import { createContext } from 'react';

/** The shared AI prediction state of ai.md sections 3 and 4. */
export type AICashFlowContextValue = {
  /** The AI forecast, or the local fallback forecast when the AI one failed. */
  prediction: ForecastResult | null;
  /** Where `prediction` came from. */
  source: 'ai' | 'fallback' | null;
  loading: boolean;
  /** Why the AI forecast could not be used, for the panels' error banners. */
  error: string | null;
  lastUpdated: Date | null;
  /** A key in Settings, or the server's AI proxy. */
  isConfigured: boolean;
  useAI: boolean;
  /** Fetches a new prediction; without `force`, nothing happens while one is loading. */
  refresh: (force?: boolean) => Promise<void>;
  setUseAI: (on: boolean) => void;
};

export const AICashFlowContext = createContext<AICashFlowContextValue | null>(null);
