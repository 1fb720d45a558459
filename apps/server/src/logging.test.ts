import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { capturingLogger } from './testing/capturingLogger.js';
import { startLocalSmtpServer } from './testing/localSmtpServer.js';
import { createTestContext } from './testing/testContext.js';
import type { TestContext } from './testing/testContext.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

const contact = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'Hi there',
};

describe('logs', () => {
  it('never hold the session cookie, the SMTP password or a query string', async () => {
    const smtp = await startLocalSmtpServer();
    const port = new URL(smtp.url).port;
    await smtp.close();
    const { logger, lines } = capturingLogger();
    ctx = await createTestContext(
      {
        SMTP_URL: `smtp://mailer:hunter2-smtp-password@127.0.0.1:${port}`,
        CONTACT_TO: 'inbox@cashline.test',
      },
      { logger },
    );
    const browser = request.agent(createApp(ctx));
    const first = await browser.post('/api/contact').send(contact).expect(502);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    await browser.get('/api/nothing?code=one-time-oauth-code&state=xyz').expect(404);

    const log = lines.join('');
    expect(log).toContain('contact message could not be forwarded');
    expect(log).toContain('/api/nothing');
    expect(log).not.toContain('hunter2-smtp-password');
    expect(log).not.toContain('one-time-oauth-code');
    expect(log).not.toContain(cookie);
    expect(log).not.toContain(ctx.sessionSecret);
  });

  it('never hold an invitation link, which lets whoever has it join', async () => {
    const { logger, lines } = capturingLogger();
    ctx = await createTestContext({}, { logger });
    await request(createApp(ctx)).get('/invite/inv-7f3c9a1e2b?ref=mail');
    const log = lines.join('');
    expect(log).toContain('/invite/[redacted]');
    expect(log).not.toContain('inv-7f3c9a1e2b');
  });

  it('report an unexpected failure without its stack trace, and the answer has no detail', async () => {
    const { logger, lines } = capturingLogger();
    ctx = await createTestContext({}, { logger });
    const app = createApp(ctx);
    await ctx.sql.kysely.schema.dropTable('contact_messages').execute();
    const res = await request(app).post('/api/contact').send(contact).expect(500);
    expect(res.text).not.toMatch(/contact_messages|SqliteError|DatabaseError|\bat .*\.[jt]s:\d+/);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('contact_messages');
    expect(log).not.toMatch(/\bat .*\.[jt]s:\d+/);
  });
});
