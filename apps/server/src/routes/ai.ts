import {
  aiCallRequest,
  aiCallSchema,
  createOpenRouterClient,
  missingKeyMessage,
  PROVIDER_NAME,
  truncatedMessage,
} from '@cashline/ai';
import type { GatewayReply } from '@cashline/ai';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { HttpError } from '../http/httpError.js';
import { perClientRateLimit, perSessionRateLimit } from '../http/rateLimit.js';
import { appPagesOnly } from '../auth/sameOriginWrites.js';
import { aiUsageRepository } from '../db/aiUsageRepository.js';
import { aiTokenBudgets } from './aiTokenBudgets.js';

/** The largest call the proxy takes (a forecast's figures or 200 descriptions are far less). */
const CHAT_BODY_LIMIT = '256kb';
/** A visitor who drops the session cookie still shares this per-address budget. */
const PER_ADDRESS_FACTOR = 4;
const RATE_LIMITED = 'Too many AI requests. Please wait a few minutes and try again.';

/**
 * One of Cashline's own calls, as its data: the server builds the prompt (aiCallRequest), so the
 * proxy answers Cashline's questions and nothing else.
 */
const chatProxyRequestSchema = z.strictObject({ call: aiCallSchema });

const chatProxyReplySchema = z.object({
  choices: z.array(
    z.object({
      message: z.object({ role: z.literal('assistant'), content: z.string().nullable() }),
    }),
  ),
});

const aiStatusSchema = z.object({
  available: z.boolean().describe('True when the server holds a gateway key and proxies AI calls.'),
});

export type AiStatusBody = z.infer<typeof aiStatusSchema>;

type Failure = Exclude<GatewayReply, { ok: true }>;

/** A gateway failure in the one error shape; nothing of the server's key or network leaks. */
function failureToHttpError(failure: Failure): HttpError {
  switch (failure.kind) {
    case 'not-configured':
      return new HttpError(503, 'ai_unavailable', missingKeyMessage());
    case 'http':
      return new HttpError(
        failure.status >= 400 && failure.status <= 599 ? failure.status : 502,
        'ai_gateway_error',
        failure.message || failure.statusText || `${PROVIDER_NAME} refused the request.`,
      );
    case 'not-json':
      return new HttpError(
        502,
        'ai_gateway_error',
        `${PROVIDER_NAME} sent a reply that is not JSON.`,
      );
    case 'timeout':
      return new HttpError(504, 'ai_gateway_timeout', `${PROVIDER_NAME} did not answer in time.`);
    case 'network':
      return new HttpError(502, 'ai_gateway_unreachable', `Could not reach ${PROVIDER_NAME}.`);
    case 'truncated':
      // The model stopped at max_tokens: its cut-off JSON is useless, so it is not forwarded.
      return new HttpError(502, 'ai_reply_truncated', truncatedMessage(failure.maxTokens));
    case 'cancelled':
      return new HttpError(502, 'ai_gateway_error', `The call to ${PROVIDER_NAME} was cancelled.`);
  }
}

/**
 * `/api/ai`: when the operator set OPENROUTER_API_KEY, the server makes AI calls for browsers that
 * have no key of their own. The key is used only in the outgoing request to the gateway.
 */
export function aiRoutes({ config, logger, sql, auth, now }: AppContext): ApiRoutes {
  const apiKey = config.openRouterApiKey;
  const windowMinutes = config.rateLimitWindowMinutes;
  const perSession = perSessionRateLimit(sql, {
    name: 'ai-session',
    max: config.aiRateLimitMax,
    windowMinutes,
    message: RATE_LIMITED,
  });
  const perAddress = perClientRateLimit(sql, {
    name: 'ai-address',
    max: config.aiRateLimitMax * PER_ADDRESS_FACTOR,
    windowMinutes,
    message: RATE_LIMITED,
  });
  const refuseWithoutKey: RequestHandler = (_req, _res, next) => {
    next(apiKey ? undefined : new HttpError(503, 'ai_unavailable', missingKeyMessage()));
  };
  const budgets = aiTokenBudgets(aiUsageRepository(sql), auth, config);

  return new ApiRoutes()
    .get(
      '/status',
      {
        summary: 'Whether the server proxies AI calls (a gateway key is configured)',
        responses: { 200: { description: 'AI availability.', schema: aiStatusSchema } },
      },
      (_input, _req, res) => {
        const body: AiStatusBody = { available: Boolean(apiKey) };
        res.json(body);
      },
    )
    .post(
      '/chat',
      {
        summary: 'Makes one of Cashline’s AI calls with the server’s key',
        description:
          'Takes the data of one of Cashline’s own calls (ai.md section 7), builds its prompt and ' +
          'sends it with the configured model. Only the app’s own pages may call it; rate-limited ' +
          'per session and per client address, and each user (or signed-out session), client ' +
          'address and organisation has a daily budget of tokens.',
        body: chatProxyRequestSchema,
        bodyLimit: CHAT_BODY_LIMIT,
        before: [appPagesOnly(config), refuseWithoutKey, perAddress, perSession],
        responses: {
          200: {
            description: 'The model’s reply, in the gateway’s wire format.',
            schema: chatProxyReplySchema,
          },
        },
        errors: {
          403: 'The request did not come from Cashline’s own pages.',
          429: 'Too many AI requests or tokens today from this user, session, address or organisation, or the gateway’s own limit.',
          502: 'The gateway failed or could not be reached, or the model stopped at max_tokens.',
          503: 'No gateway key is configured on the server.',
          504: 'The gateway did not answer in time.',
        },
      },
      async ({ body }, req, res) => {
        const request = aiCallRequest(body.call);
        await budgets.charge(req, request, now());
        const client = createOpenRouterClient({
          fetch: (url, init) => fetch(url, init),
          apiKey,
          baseUrl: config.openRouterBaseUrl,
          model: config.openRouterModel,
          timeoutMs: config.openRouterTimeoutMs,
          referer: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        });
        const reply = await client.send(request);
        if (!reply.ok) {
          logger.warn(
            { kind: reply.kind, status: reply.kind === 'http' ? reply.status : undefined },
            'AI gateway call failed',
          );
          throw failureToHttpError(reply);
        }
        res.json({ choices: [{ message: { role: 'assistant', content: reply.content } }] });
      },
    );
}
