import type { CategoriseRule } from './categoriser.js';

/** What the fake gateway answers to one chat-completions request. Any reply may be delayed. */
export type FakeReply =
  /** 200 with `choices[0].message.content` (null or '' model a reply with no content). */
  | { kind: 'content'; content: string | null; delayMs?: number }
  /**
   * 200 answering Cashline's batch categorisation prompt: one category per transaction, the first
   * rule whose `contains` is in the transaction (case-insensitive), else `otherwise`.
   */
  | { kind: 'categorise'; rules: CategoriseRule[]; otherwise: string; delayMs?: number }
  /** A non-OK status with OpenRouter's `{error: {code, message}}` body. */
  | { kind: 'error'; status: number; message: string; delayMs?: number }
  /** 200 whose body is an error, as OpenRouter sends when the upstream provider fails late. */
  | { kind: 'errorIn200'; code: number; message: string; delayMs?: number }
  /** Any status with a body that is not JSON (a proxy's HTML page, a truncated reply). */
  | { kind: 'raw'; status: number; body: string; contentType?: string; delayMs?: number };

/** A reply whose message content is the given text, as the model wrote it. */
export function contentReply(content: string | null): FakeReply {
  return { kind: 'content', content };
}

/** A reply whose message content is the JSON text of `value`. */
export function jsonReply(value: unknown): FakeReply {
  return { kind: 'content', content: JSON.stringify(value) };
}

export function errorReply(status: number, message: string): FakeReply {
  return { kind: 'error', status, message };
}

export function errorIn200Reply(code: number, message: string): FakeReply {
  return { kind: 'errorIn200', code, message };
}

export function notJsonReply(
  body = '<html><body>Bad gateway</body></html>',
  status = 200,
): FakeReply {
  return { kind: 'raw', status, body, contentType: 'text/html' };
}

/** A model that categorises every transaction it is sent (see `CategoriseRule`). */
export function categoriseReply(rules: CategoriseRule[], otherwise = 'Other'): FakeReply {
  return { kind: 'categorise', rules, otherwise };
}

export function slowReply(delayMs: number, reply: FakeReply): FakeReply {
  return { ...reply, delayMs };
}

export type CompletionFacts = {
  /** 'length' when the model stopped at max_tokens. */
  finishReason: 'stop' | 'length';
  promptTokens: number;
  completionTokens: number;
};

/** The chat-completions body OpenRouter sends for a successful call. */
export function completionBody(
  content: string | null,
  model: string,
  facts: CompletionFacts = { finishReason: 'stop', promptTokens: 10, completionTokens: 10 },
): unknown {
  return {
    id: `gen-fake-${Math.random().toString(36).slice(2, 10)}`,
    provider: 'Fake',
    model,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    choices: [
      {
        logprobs: null,
        finish_reason: facts.finishReason,
        native_finish_reason: facts.finishReason === 'length' ? 'max_tokens' : 'end_turn',
        index: 0,
        message: { role: 'assistant', content, refusal: null, reasoning: null },
      },
    ],
    usage: {
      prompt_tokens: facts.promptTokens,
      completion_tokens: facts.completionTokens,
      total_tokens: facts.promptTokens + facts.completionTokens,
    },
  };
}
