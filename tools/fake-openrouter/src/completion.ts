import { categoriseContent } from './categoriser.js';
import { completionBody } from './replies.js';
import type { FakeReply } from './replies.js';
import { countTokens, promptTokens, truncateToTokens } from './tokens.js';

type RequestBody = {
  model: string;
  messages: { role: string; content: string }[];
  maxTokens?: number;
};

function requestBodyOf(body: unknown): RequestBody {
  const result: RequestBody = { model: 'unknown', messages: [] };
  if (typeof body !== 'object' || body === null) return result;
  if ('model' in body && typeof body.model === 'string') result.model = body.model;
  if ('messages' in body && Array.isArray(body.messages)) {
    result.messages = body.messages.flatMap((m: unknown) =>
      typeof m === 'object' && m !== null && 'content' in m && typeof m.content === 'string'
        ? [
            {
              role: 'role' in m && typeof m.role === 'string' ? m.role : 'user',
              content: m.content,
            },
          ]
        : [],
    );
  }
  if ('max_tokens' in body && typeof body.max_tokens === 'number' && body.max_tokens > 0) {
    result.maxTokens = Math.floor(body.max_tokens);
  }
  return result;
}

/**
 * The 200 body a model gives for a `content` or `categorise` reply. Like a real model it stops at
 * the request's max_tokens: the content is cut there and finish_reason is 'length'.
 */
export function modelAnswer(
  reply: Extract<FakeReply, { kind: 'content' | 'categorise' }>,
  body: unknown,
): unknown {
  const request = requestBodyOf(body);
  const lastUser = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const full =
    reply.kind === 'content'
      ? reply.content
      : (categoriseContent(lastUser, reply.rules, reply.otherwise) ?? '');
  const cut =
    full !== null && request.maxTokens !== undefined
      ? truncateToTokens(full, request.maxTokens)
      : { text: full, truncated: false };
  return completionBody(cut.text, request.model, {
    finishReason: cut.truncated ? 'length' : 'stop',
    promptTokens: promptTokens(request.messages),
    completionTokens: cut.text === null ? 0 : countTokens(cut.text),
  });
}
