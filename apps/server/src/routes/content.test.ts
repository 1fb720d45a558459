import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { SHIPPED_CONTENT_DIR } from '../content/siteContent.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let ctx: TestContext | undefined;
const dirs: string[] = [];
afterEach(() => {
  ctx?.cleanup();
  ctx = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An operator's content directory holding the given files. */
function contentDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-content-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const shipped = (page: string) =>
  fs.readFileSync(path.join(SHIPPED_CONTENT_DIR, 'legal', `${page}.md`), 'utf8');

describe('GET /api/content/legal/:page', () => {
  it('answers the shipped text when the operator configured none', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).get('/api/content/legal/privacy').expect(200);
    expect(res.body).toEqual({ page: 'privacy', markdown: shipped('privacy'), source: 'shipped' });
    expect(res.body.markdown).toContain('com.intuit.quickbooks.accounting');
  });

  it("answers the operator's text for the pages they wrote, the shipped text for the others", async () => {
    const dir = contentDir({ 'legal/terms.md': '## Our terms\n\nBe kind.\n' });
    ctx = await createTestContext({ CONTENT_DIR: dir });
    const app = createApp(ctx);
    const terms = await request(app).get('/api/content/legal/terms').expect(200);
    expect(terms.body).toEqual({
      page: 'terms',
      markdown: '## Our terms\n\nBe kind.\n',
      source: 'operator',
    });
    const cookies = await request(app).get('/api/content/legal/cookies').expect(200);
    expect(cookies.body.source).toBe('shipped');
    expect(cookies.body.markdown).toBe(shipped('cookies'));
  });

  it('answers 404 for a page that is not one of the five, paths included', async () => {
    ctx = await createTestContext();
    const app = createApp(ctx);
    for (const page of ['blog', '..%2F..%2Fpackage.json', 'privacy.md']) {
      const res = await request(app).get(`/api/content/legal/${page}`).expect(404);
      expect(res.body).toEqual({
        success: false,
        error: 'not_found',
        message: 'There is no such legal page.',
      });
    }
  });
});

describe('GET /api/content/company', () => {
  it('claims nothing by default', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).get('/api/content/company').expect(200);
    expect(res.body).toEqual({
      company: { name: 'Cashline', address: [], hours: [], stats: [], social: [] },
    });
  });

  it("answers the operator's company.json", async () => {
    const dir = contentDir({
      'company.json': JSON.stringify({
        name: 'Bakery Books Ltd',
        email: 'help@bakerybooks.example',
        address: ['1 High Street', 'Leeds LS1 1AA'],
      }),
    });
    ctx = await createTestContext({ CONTENT_DIR: dir });
    const res = await request(createApp(ctx)).get('/api/content/company').expect(200);
    expect(res.body.company).toEqual({
      name: 'Bakery Books Ltd',
      email: 'help@bakerybooks.example',
      address: ['1 High Street', 'Leeds LS1 1AA'],
      hours: [],
      stats: [],
      social: [],
    });
  });
});
