import { chatCompletionSchema, gatewayErrorBodySchema } from './wireFormat.js';
import type { ChatCompletionBody, ChatMessage } from './wireFormat.js';
import type { AiCall } from './aiCall.js';

export const DEFAULT_OPENROUTER_BASE_URL = 'https://openrouter.ai/api/v1';
/** decisions.md: the 3.5-generation ids are retired; a current mid-tier model is the default. */
export const DEFAULT_AI_MODEL = 'anthropic/claude-sonnet-4.5';
export const DEFAULT_AI_TIMEOUT_MS = 60_000;
/** The product's display name, sent as X-Title so the gateway attributes the calls. */
export const APP_TITLE = 'Cashline';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type OpenRouterClientOptions = {
  fetch: FetchLike;
  /** A gateway key: calls go straight to `{baseUrl}/chat/completions` with it. */
  apiKey?: string;
  /**
   * Without a key, calls go to this proxy (Cashline's server), which holds its own key: it is sent
   * the call's data only, never a prompt.
   */
  proxyUrl?: string;
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
  /** The page origin, sent as HTTP-Referer. */
  referer?: string;
};

export type ChatRequest = {
  /** Which of Cashline's calls this is, and its data: all the server's proxy is sent. */
  call: AiCall;
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  /** Aborting it cancels the call; the reply is then `{ok: false, kind: 'cancelled'}`. */
  signal?: AbortSignal;
};

/** What one call came back with, before a helper turns failures into its own messages. */
export type GatewayReply =
  | { ok: true; content: string | null }
  | { ok: false; kind: 'not-configured' }
  | { ok: false; kind: 'http'; status: number; statusText: string; message?: string }
  | { ok: false; kind: 'not-json'; status: number }
  | { ok: false; kind: 'timeout'; timeoutMs: number }
  | { ok: false; kind: 'network'; detail: string }
  /** The model stopped at max_tokens (finish_reason "length"): its reply is cut off. */
  | { ok: false; kind: 'truncated'; maxTokens: number }
  | { ok: false; kind: 'cancelled' };

export type OpenRouterClient = {
  readonly isConfigured: boolean;
  readonly model: string;
  send(request: ChatRequest): Promise<GatewayReply>;
};

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function errorMessageOf(body: unknown): string | undefined {
  const parsed = gatewayErrorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  return 'error' in parsed.data ? parsed.data.error.message : parsed.data.message;
}

function errorCodeOf(body: unknown): number | undefined {
  const parsed = gatewayErrorBodySchema.safeParse(body);
  if (!parsed.success || !('error' in parsed.data)) return undefined;
  const code = Number(parsed.data.error.code);
  return Number.isInteger(code) && code >= 400 && code <= 599 ? code : undefined;
}

/** Reads a gateway answer: every body is validated before anything in it is used. */
function readReply(
  status: number,
  statusText: string,
  text: string,
  maxTokens: number,
): GatewayReply {
  const json = parseJson(text);
  if (!json.ok) {
    return status >= 200 && status < 300
      ? { ok: false, kind: 'not-json', status }
      : { ok: false, kind: 'http', status, statusText };
  }
  if (status < 200 || status >= 300) {
    return { ok: false, kind: 'http', status, statusText, message: errorMessageOf(json.value) };
  }
  const inside = errorMessageOf(json.value);
  if (
    inside !== undefined &&
    typeof json.value === 'object' &&
    json.value &&
    'error' in json.value
  ) {
    // OpenRouter reports some upstream failures as an error body inside a 200.
    return {
      ok: false,
      kind: 'http',
      status: errorCodeOf(json.value) ?? 502,
      statusText,
      message: inside,
    };
  }
  const completion = chatCompletionSchema.safeParse(json.value);
  if (!completion.success) return { ok: true, content: null };
  const choice = completion.data.choices[0];
  if (choice?.finish_reason === 'length') return { ok: false, kind: 'truncated', maxTokens };
  return { ok: true, content: choice?.message?.content ?? null };
}

/** The OpenRouter chat-completions client of ai.md section 7. Runs in browsers and Node alike. */
export function createOpenRouterClient(options: OpenRouterClientOptions): OpenRouterClient {
  const apiKey = options.apiKey?.trim() ?? '';
  const proxyUrl = options.proxyUrl?.trim() ?? '';
  const model = options.model?.trim() || DEFAULT_AI_MODEL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const baseUrl = (options.baseUrl?.trim() || DEFAULT_OPENROUTER_BASE_URL).replace(/\/+$/, '');

  async function send(request: ChatRequest): Promise<GatewayReply> {
    if (!apiKey && !proxyUrl) return { ok: false, kind: 'not-configured' };
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-Title': APP_TITLE,
    };
    if (options.referer) headers['HTTP-Referer'] = options.referer;
    if (apiKey) headers.Authorization = `Bearer ${apiKey}`;
    const body: ChatCompletionBody = {
      model,
      messages: request.messages,
      temperature: request.temperature,
      max_tokens: request.maxTokens,
      response_format: { type: 'json_object' },
    };
    if (request.signal?.aborted) return { ok: false, kind: 'cancelled' };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const cancel = () => controller.abort();
    request.signal?.addEventListener('abort', cancel);
    try {
      const response = await options.fetch(apiKey ? `${baseUrl}/chat/completions` : proxyUrl, {
        method: 'POST',
        headers,
        // The proxy builds the prompt itself from the call's data.
        body: JSON.stringify(apiKey ? body : { call: request.call }),
        signal: controller.signal,
      });
      const text = await response.text();
      return readReply(response.status, response.statusText, text, request.maxTokens);
    } catch (err) {
      if (request.signal?.aborted) return { ok: false, kind: 'cancelled' };
      if (controller.signal.aborted) return { ok: false, kind: 'timeout', timeoutMs };
      return {
        ok: false,
        kind: 'network',
        detail: err instanceof Error ? err.message : String(err),
      };
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }
  }

  return { isConfigured: Boolean(apiKey || proxyUrl), model, send };
}
