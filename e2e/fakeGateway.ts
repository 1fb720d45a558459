import type { FakeReply, ReceivedRequest, ReplyRule } from '@cashline/fake-openrouter';

/** The key the e2e server holds; the fake gateway refuses any other. */
export const E2E_OPENROUTER_KEY = 'sk-or-e2e-server-key';

/**
 * Scripts the fake OpenRouter gateway the e2e server calls (see playwright.config.ts). There is one
 * gateway for all workers: a test that runs beside others scripts it with a rule keyed on a marker
 * only its own data carries; queued and default replies suit serial tests only.
 */
function gatewayUrl(path: string): string {
  const port = process.env.E2E_FAKE_OPENROUTER_PORT;
  if (!port)
    throw new Error('E2E_FAKE_OPENROUTER_PORT is not set: run through playwright.config.ts');
  return `http://127.0.0.1:${port}/__fake/${path}`;
}

async function send(path: string, method: string, body?: unknown): Promise<unknown> {
  const res = await fetch(gatewayUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Fake gateway refused ${method} ${path}: ${res.status}`);
  return res.json();
}

/** Replies used once each, in order, before the default one. */
export async function queueGatewayReplies(...replies: FakeReply[]): Promise<void> {
  await send('replies', 'POST', { replies });
}

/** Answers every request whose body contains `rule.bodyIncludes` with `rule.reply`. */
export async function addGatewayRule(rule: ReplyRule): Promise<void> {
  await send('rules', 'POST', rule);
}

/** The reply given whenever nothing is queued. */
export async function setGatewayDefaultReply(reply: FakeReply): Promise<void> {
  await send('default', 'PUT', reply);
}

/** Every chat-completions request the gateway received since the last reset. */
export async function gatewayRequests(): Promise<ReceivedRequest[]> {
  const body = (await send('requests', 'GET')) as { requests: ReceivedRequest[] };
  return body.requests;
}

/** Forgets requests and queued replies (rules stay); the default reply becomes a 500. */
export async function resetGateway(): Promise<void> {
  await send('requests', 'DELETE');
}
