import { createOpenRouterClient } from '@cashline/ai';
import type { FetchLike, OpenRouterClient } from '@cashline/ai';
import { apiUrl } from '../api/apiClient';

/** The server's AI proxy, used when the browser holds no key of its own. */
export const AI_PROXY_URL = apiUrl('/ai/chat');

export type BrowserAiClientOptions = {
  /** The key from Settings; with one, the browser calls the gateway directly. */
  apiKey: string;
  model: string;
  /** True when `GET /api/ai/status` says the server holds a key. */
  proxyAvailable: boolean;
  origin: string;
  fetch: FetchLike;
  baseUrl?: string;
};

/** AI is configured when Settings hold a key or the server proxy is available. */
export function createBrowserAiClient(options: BrowserAiClientOptions): OpenRouterClient {
  const apiKey = options.apiKey.trim();
  return createOpenRouterClient({
    fetch: options.fetch,
    apiKey: apiKey || undefined,
    proxyUrl: !apiKey && options.proxyAvailable ? AI_PROXY_URL : undefined,
    model: options.model,
    referer: options.origin,
    baseUrl: options.baseUrl,
  });
}
