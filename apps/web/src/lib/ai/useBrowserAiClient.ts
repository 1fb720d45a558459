import type { OpenRouterClient } from '@cashline/ai';
import { useEffect, useMemo, useState } from 'react';
import { fetchAiProxyAvailable } from '../api/aiStatus';
import { useSettings } from '../settings/useSettings';
import { createBrowserAiClient } from './browserAiClient';

/**
 * The AI client as Settings (the user's own key and model) and the server (its proxy, asked once
 * through `GET /api/ai/status`) allow. Not configured when neither does.
 */
export function useBrowserAiClient(): OpenRouterClient {
  const { settings } = useSettings();
  const { openRouterKey, model } = settings.api;
  const [proxyAvailable, setProxyAvailable] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchAiProxyAvailable().then((available) => {
      if (current) setProxyAvailable(available);
    });
    return () => {
      current = false;
    };
  }, []);

  return useMemo(
    () =>
      createBrowserAiClient({
        apiKey: openRouterKey,
        model,
        proxyAvailable,
        origin: window.location.origin,
        fetch: (url, init) => window.fetch(url, init),
      }),
    [openRouterKey, model, proxyAvailable],
  );
}
