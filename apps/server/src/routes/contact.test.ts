import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { contactMessageRepository } from '../db/contactMessageRepository.js';
import { startLocalSmtpServer } from '../testing/localSmtpServer.js';
import type { LocalSmtpServer } from '../testing/localSmtpServer.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import {
  CONTACT_NOT_SENT_MESSAGE,
  CONTACT_RATE_LIMITED_MESSAGE,
  CONTACT_SENT_MESSAGE,
} from './contact.js';

let ctx: TestContext;
let smtp: LocalSmtpServer | undefined;
afterEach(async () => {
  ctx.cleanup();
  await smtp?.close();
  smtp = undefined;
});

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  subject: 'Runway question',
  message: 'How is the runway computed?',
  type: 'sales',
};

async function stored() {
  return contactMessageRepository(ctx.sql).list();
}

describe('POST /api/contact', () => {
  it('stores the message and answers success with a message', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).post('/api/contact').send(valid).expect(200);
    expect(res.body).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
    expect(await stored()).toEqual([
      expect.objectContaining({
        ...valid,
        sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        forwardStatus: 'not_configured',
      }),
    ]);
  });

  it('defaults the type to support and the company to empty, and trims fields', async () => {
    ctx = await createTestContext();
    const { company: _company, type: _type, ...required } = valid;
    await request(createApp(ctx))
      .post('/api/contact')
      .send({ ...required, name: '  Ada  ' })
      .expect(200);
    expect((await stored())[0]).toMatchObject({ name: 'Ada', type: 'support', company: '' });
  });

  it.each([
    ['name', { name: '' }, 'Name is required.'],
    ['name (blank)', { name: '   ' }, 'Name is required.'],
    ['email', { email: undefined }, 'Email address is required.'],
    ['email (invalid)', { email: 'ada-at-example' }, 'Please enter a valid email address.'],
    ['subject', { subject: undefined }, 'Subject is required.'],
    ['subject (two lines)', { subject: 'Hi\r\nBcc: x@example.com' }, 'single line'],
    ['message', { message: '' }, 'Message is required.'],
    ['message (too long)', { message: 'x'.repeat(5001) }, 'at most 5000'],
    ['type', { type: 'billing' }, 'Message type must be support or sales.'],
    ['company (not text)', { company: 42 }, 'Company must be text.'],
  ])('rejects a bad %s with 400, its reason, and stores nothing', async (_label, change, text) => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .post('/api/contact')
      .send({ ...valid, ...change })
      .expect(400);
    expect(res.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: expect.stringContaining(text),
    });
    expect(await stored()).toEqual([]);
  });

  it('rejects a body that is not JSON with 415', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .post('/api/contact')
      .type('form')
      .send(valid)
      .expect(415);
    expect(res.body).toMatchObject({ success: false, error: 'unsupported_media_type' });
    expect(await stored()).toEqual([]);
  });

  it('rejects malformed JSON with 400', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_json' });
  });

  it('rejects a body over 16 KB with 413 before reading it', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .post('/api/contact')
      .send({ ...valid, message: 'x'.repeat(17 * 1024) })
      .expect(413);
    expect(res.body).toEqual({
      success: false,
      error: 'payload_too_large',
      message: 'The request body is too large.',
    });
    expect(await stored()).toEqual([]);
  });

  it('limits each client to CONTACT_RATE_LIMIT_MAX messages per window (429)', async () => {
    ctx = await createTestContext({ CONTACT_RATE_LIMIT_MAX: '2' });
    const app = createApp(ctx);
    await request(app).post('/api/contact').send(valid).expect(200);
    await request(app).post('/api/contact').send(valid).expect(200);
    const res = await request(app).post('/api/contact').send(valid).expect(429);
    expect(res.body).toEqual({
      success: false,
      error: 'rate_limited',
      message: CONTACT_RATE_LIMITED_MESSAGE,
    });
    expect(res.headers['ratelimit-policy']).toBeDefined();
    expect(await stored()).toHaveLength(2);
  });

  it('counts clients apart by their address as the trusted proxy reports it', async () => {
    ctx = await createTestContext({ CONTACT_RATE_LIMIT_MAX: '1', TRUST_PROXY_HOPS: '1' });
    const app = createApp(ctx);
    const from = (ip: string) =>
      request(app).post('/api/contact').set('X-Forwarded-For', ip).send(valid);
    await from('203.0.113.1').expect(200);
    await from('203.0.113.2').expect(200);
    await from('203.0.113.1').expect(429);
  });

  it('forwards the message to CONTACT_TO through SMTP_URL', async () => {
    smtp = await startLocalSmtpServer();
    ctx = await createTestContext({
      SMTP_URL: smtp.url,
      CONTACT_TO: 'inbox@cashline.test',
      CONTACT_FROM: 'website@cashline.test',
    });
    await request(createApp(ctx)).post('/api/contact').send(valid).expect(200);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('website@cashline.test');
    expect(mail.to).toEqual(['inbox@cashline.test']);
    expect(mail.raw).toMatch(/^Subject: \[Cashline Sales Inquiry\] Runway question$/m);
    expect(mail.raw).toMatch(/^Reply-To: Ada Lovelace <ada@example.com>$/m);
    expect(mail.raw).toContain('Company: Analytical Engines Ltd');
    expect(mail.raw).toContain('How is the runway computed?');
    expect((await stored())[0]?.forwardStatus).toBe('sent');
  });

  it('tells the visitor the message was not sent when the mail server is down', async () => {
    smtp = await startLocalSmtpServer();
    const url = smtp.url;
    await smtp.close();
    smtp = undefined;
    ctx = await createTestContext({ SMTP_URL: url, CONTACT_TO: 'inbox@cashline.test' });
    const res = await request(createApp(ctx)).post('/api/contact').send(valid).expect(502);
    expect(res.body).toEqual({
      success: false,
      error: 'contact_not_sent',
      message: CONTACT_NOT_SENT_MESSAGE,
    });
    // Kept for the operator, marked as never delivered.
    expect(await stored()).toHaveLength(1);
    expect((await stored())[0]?.forwardStatus).toBe('failed');
  });

  it('tells the visitor the message was not sent when the mail server refuses it', async () => {
    smtp = await startLocalSmtpServer({ refuseRecipients: true });
    ctx = await createTestContext({ SMTP_URL: smtp.url, CONTACT_TO: 'inbox@cashline.test' });
    const res = await request(createApp(ctx)).post('/api/contact').send(valid).expect(502);
    expect(res.body.message).toBe(CONTACT_NOT_SENT_MESSAGE);
    expect(JSON.stringify(res.body)).not.toContain('inbox@cashline.test');
    expect(smtp.received).toEqual([]);
    expect((await stored())[0]?.forwardStatus).toBe('failed');
  });

  it('answers 500 in the one error shape, with no detail, when storage fails', async () => {
    ctx = await createTestContext();
    const app = createApp(ctx);
    await ctx.sql.kysely.schema.dropTable('contact_messages').execute();
    const res = await request(app).post('/api/contact').send(valid).expect(500);
    expect(res.body).toEqual({
      success: false,
      error: 'internal',
      message: 'Something went wrong on our side.',
    });
  });
});
