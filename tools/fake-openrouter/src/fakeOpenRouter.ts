import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { modelAnswer } from './completion.js';
import type { FakeReply } from './replies.js';

/** One request as the fake gateway received it. Header names are lower-case. */
export type ReceivedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
  rawBody: string;
};

export type Responder = FakeReply | ((request: ReceivedRequest) => FakeReply);

/**
 * A reply for every request whose raw body contains `bodyIncludes`, so parallel tests can each
 * script their own answers by putting a unique marker in the data they send.
 */
export type ReplyRule = { bodyIncludes: string; reply: FakeReply };

export type FakeOpenRouterOptions = {
  port?: number;
  host?: string;
  /** When set, requests without `Authorization: Bearer <apiKey>` get OpenRouter's 401. */
  apiKey?: string;
};

export type FakeOpenRouter = {
  /** Base URL to configure clients with, e.g. `http://127.0.0.1:4010/api/v1`. */
  baseUrl: string;
  /** Every chat-completions request received, oldest first. */
  readonly requests: ReceivedRequest[];
  /** Sets the answer used when no queued reply is left. */
  respond(responder: Responder): void;
  /** Queues replies used once each, in order, before the default one. */
  enqueue(...replies: FakeReply[]): void;
  /** Adds a rule; rules win over queued and default replies, the newest rule first. */
  when(rule: ReplyRule): void;
  /** Forgets recorded requests, rules and queued replies; the default answer becomes a 500. */
  reset(): void;
  close(): Promise<void>;
};

const CHAT_PATH = '/api/v1/chat/completions';
const CONTROL_PREFIX = '/__fake/';
const UNSCRIPTED: FakeReply = { kind: 'error', status: 500, message: 'No reply scripted' };

function headersOf(req: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function isReply(value: unknown): value is FakeReply {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

function isRule(value: unknown): value is ReplyRule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'bodyIncludes' in value &&
    typeof value.bodyIncludes === 'string' &&
    value.bodyIncludes !== '' &&
    'reply' in value &&
    isReply(value.reply)
  );
}

/** Starts the fake gateway on a free local port (or the given one). */
export async function startFakeOpenRouter(
  options: FakeOpenRouterOptions = {},
): Promise<FakeOpenRouter> {
  const requests: ReceivedRequest[] = [];
  let queue: FakeReply[] = [];
  let rules: ReplyRule[] = [];
  let responder: Responder = UNSCRIPTED;
  const timers = new Set<NodeJS.Timeout>();

  function nextReply(request: ReceivedRequest): FakeReply {
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return { kind: 'error', status: 401, message: 'No auth credentials found' };
    }
    const rule = rules.find((r) => request.rawBody.includes(r.bodyIncludes));
    if (rule) return rule.reply;
    const queued = queue.shift();
    if (queued) return queued;
    return typeof responder === 'function' ? responder(request) : responder;
  }

  function write(res: http.ServerResponse, reply: FakeReply, request: ReceivedRequest): void {
    if (res.destroyed) return;
    switch (reply.kind) {
      case 'content':
      case 'categorise':
        sendJson(res, 200, modelAnswer(reply, request.body));
        return;
      case 'error':
        sendJson(res, reply.status, { error: { code: reply.status, message: reply.message } });
        return;
      case 'errorIn200':
        sendJson(res, 200, { error: { code: reply.code, message: reply.message } });
        return;
      case 'raw':
        res.writeHead(reply.status, { 'Content-Type': reply.contentType ?? 'text/plain' });
        res.end(reply.body);
        return;
    }
  }

  async function control(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    const body = parseJson(await readBody(req));
    if (path === 'requests' && req.method === 'GET') return sendJson(res, 200, { requests });
    if (path === 'requests' && req.method === 'DELETE') {
      // Rules stay: they belong to tests that may be running beside the one resetting.
      const kept = rules;
      api.reset();
      rules = kept;
      return sendJson(res, 200, { ok: true });
    }
    if (path === 'replies' && req.method === 'POST') {
      const replies: unknown =
        typeof body === 'object' && body !== null && 'replies' in body ? body.replies : undefined;
      if (!Array.isArray(replies) || !replies.every(isReply)) {
        return sendJson(res, 400, { error: 'Expected {replies: FakeReply[]}' });
      }
      api.enqueue(...replies);
      return sendJson(res, 200, { ok: true });
    }
    if (path === 'rules' && req.method === 'POST') {
      if (!isRule(body)) return sendJson(res, 400, { error: 'Expected {bodyIncludes, reply}' });
      api.when(body);
      return sendJson(res, 200, { ok: true });
    }
    if (path === 'default' && req.method === 'PUT') {
      if (!isReply(body)) return sendJson(res, 400, { error: 'Expected a FakeReply' });
      api.respond(body);
      return sendJson(res, 200, { ok: true });
    }
    return sendJson(res, 404, { error: 'Unknown control path' });
  }

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith(CONTROL_PREFIX)) {
      control(req, res, path.slice(CONTROL_PREFIX.length)).catch(() => sendJson(res, 500, {}));
      return;
    }
    if (req.method !== 'POST' || path !== CHAT_PATH) {
      sendJson(res, 404, { error: { code: 404, message: 'Not Found' } });
      return;
    }
    readBody(req).then(
      (rawBody) => {
        const request: ReceivedRequest = {
          method: req.method ?? 'POST',
          path,
          headers: headersOf(req),
          body: parseJson(rawBody),
          rawBody,
        };
        requests.push(request);
        const reply = nextReply(request);
        if (!reply.delayMs) {
          write(res, reply, request);
          return;
        }
        const timer = setTimeout(() => {
          timers.delete(timer);
          write(res, reply, request);
        }, reply.delayMs);
        timers.add(timer);
      },
      () => sendJson(res, 400, { error: { code: 400, message: 'Unreadable body' } }),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const api: FakeOpenRouter = {
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}/api/v1`,
    requests,
    respond(next) {
      responder = next;
    },
    enqueue(...replies) {
      queue.push(...replies);
    },
    when(rule) {
      rules = [rule, ...rules];
    },
    reset() {
      requests.length = 0;
      queue = [];
      rules = [];
      responder = UNSCRIPTED;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      );
    },
  };
  return api;
}
