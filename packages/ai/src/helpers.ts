import { missingKeyMessage, PROVIDER_NAME } from './provider.js';
import type { ChatRequest, GatewayReply, OpenRouterClient } from './openRouterClient.js';

/** A failed AI call, with the message of ai.md section 8 for the helper that made it. */
export class AiCallError extends Error {
  constructor(
    message: string,
    readonly kind: Exclude<GatewayReply, { ok: true }>['kind'] | 'no-content',
  ) {
    super(message);
    this.name = 'AiCallError';
  }
}

type Failure = Exclude<GatewayReply, { ok: true }>;

export const CANCELLED_MESSAGE = 'Cancelled.';

/** A reply the model cut off at max_tokens: its JSON is incomplete, so none of it is used. */
export function truncatedMessage(maxTokens: number): string {
  return `The AI's reply was cut off at its limit of ${maxTokens.toLocaleString('en-US')} tokens.`;
}

function commonMessage(failure: Failure): string | undefined {
  switch (failure.kind) {
    case 'not-configured':
      return missingKeyMessage();
    case 'not-json':
      return `${PROVIDER_NAME} sent a reply that is not JSON (status ${failure.status}).`;
    case 'timeout':
      return `${PROVIDER_NAME} did not answer within ${failure.timeoutMs / 1000} seconds.`;
    case 'network':
      return `Could not reach ${PROVIDER_NAME}: ${failure.detail}`;
    case 'truncated':
      return truncatedMessage(failure.maxTokens);
    case 'cancelled':
      return CANCELLED_MESSAGE;
    case 'http':
      return undefined;
  }
}

async function complete(
  client: OpenRouterClient,
  request: ChatRequest,
  httpMessage: (failure: Extract<Failure, { kind: 'http' }>) => string,
  noContentMessage: string,
): Promise<string> {
  const reply = await client.send(request);
  if (!reply.ok) {
    const message = reply.kind === 'http' ? httpMessage(reply) : commonMessage(reply);
    throw new AiCallError(message ?? `${PROVIDER_NAME} API error`, reply.kind);
  }
  if (!reply.content?.trim()) throw new AiCallError(noContentMessage, 'no-content');
  return reply.content;
}

/**
 * The import helper (column mapping, transformation suggestion, batch categorisation): its errors
 * carry the gateway's message or status text.
 */
export function completeForImport(client: OpenRouterClient, request: ChatRequest): Promise<string> {
  return complete(
    client,
    request,
    (f) => `${PROVIDER_NAME} API error: ${f.status} - ${f.message || f.statusText}`,
    `No content received from ${PROVIDER_NAME} AI model`,
  );
}

/** The forecast helper (13-week forecast, CSV insight): its errors carry the status only. */
export function completeForForecast(
  client: OpenRouterClient,
  request: ChatRequest,
): Promise<string> {
  return complete(
    client,
    request,
    (f) => `${PROVIDER_NAME} API error: ${f.status}`,
    'No content received from AI model',
  );
}
