import type { OpenRouterClient } from '@cashline/ai';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserAiClient } from '../../lib/ai/browserAiClient';
import { fetchAiProxyAvailable } from '../../lib/api/aiStatus';
import { useSettings } from '../../lib/settings/useSettings';

/** The AI client as Settings (a key of the user's own) and the server (a proxy) allow. */
export function useImportAiClient(): OpenRouterClient {
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
