import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEGAL_PAGES } from '@cashline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CONTENT_BYTES, loadSiteContent } from './siteContent.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function contentDir(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-content-'));
  dirs.push(dir);
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), data);
  }
  return dir;
}

const errorsOf = (dir: string) => {
  const result = loadSiteContent(dir);
  return result.ok ? [] : result.errors;
};

describe('loadSiteContent', () => {
  it('ships a text for every legal page', () => {
    const result = loadSiteContent(undefined);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const page of LEGAL_PAGES) {
      expect(result.content.legal[page].source).toBe('shipped');
      expect(result.content.legal[page].markdown.length).toBeGreaterThan(200);
    }
  });

  it('strips a byte-order mark from an operator page', () => {
    const dir = contentDir({ 'legal/privacy.md': '\uFEFF## Ours\n' });
    const result = loadSiteContent(dir);
    expect(result.ok && result.content.legal.privacy.markdown).toBe('## Ours\n');
  });

  it('refuses an oversized page, naming the file', () => {
    const dir = contentDir({ 'legal/terms.md': 'a'.repeat(MAX_CONTENT_BYTES + 1) });
    expect(errorsOf(dir)).toEqual([
      `${path.join(dir, 'legal', 'terms.md')}: is larger than 256 KB`,
    ]);
  });

  it('refuses a page that is not UTF-8 text, or is empty', () => {
    const dir = contentDir({
      'legal/cookies.md': Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x41]),
      'legal/refund-policy.md': '  \n',
    });
    expect(errorsOf(dir)).toEqual([
      `${path.join(dir, 'legal', 'cookies.md')}: is not UTF-8 text`,
      `${path.join(dir, 'legal', 'refund-policy.md')}: is empty`,
    ]);
  });

  it('refuses a company.json that is not JSON or claims what the schema does not know', () => {
    const broken = contentDir({ 'company.json': '{ name: ' });
    expect(errorsOf(broken)).toEqual([`${path.join(broken, 'company.json')}: is not valid JSON`]);
    const unknown = contentDir({ 'company.json': JSON.stringify({ customers: '10,000+' }) });
    expect(errorsOf(unknown)).toEqual([
      expect.stringMatching(/company\.json: the file: Unrecognized key.*customers/),
    ]);
  });

  it('refuses a CONTENT_DIR that is not a directory', () => {
    const missing = path.join(os.tmpdir(), 'cashline-no-such-content-dir');
    expect(errorsOf(missing)).toEqual([`CONTENT_DIR: ${missing} is not a directory`]);
  });
});

describe('the shipped legal texts', () => {
  const shipped = () => {
    const result = loadSiteContent(undefined);
    if (!result.ok) throw new Error(result.errors.join('; '));
    return result.content.legal;
  };

  it('say the transactions stay in the browser only for a signed-out user', () => {
    const legal = shipped();
    for (const page of LEGAL_PAGES) {
      // A paragraph or list item: the qualifier may lead it, as in "Signed out, ...".
      const paragraphs = legal[page].markdown.split(/\n\s*\n|\n- /);
      for (const paragraph of paragraphs) {
        if (!/(stay in your browser|not (sent to|kept on|stored on) the server)/i.test(paragraph))
          continue;
        expect({ page, paragraph }).toEqual({
          page,
          paragraph: expect.stringMatching(/signed out/i),
        });
      }
    }
  });

  it("say that a signed-in team's ledger is kept on the server, and who can read it", () => {
    const legal = shipped();
    expect(legal.privacy.markdown).toMatch(
      /\*\*Signed in\*\*, the ledger belongs to your organisation/,
    );
    expect(legal.privacy.markdown).toMatch(/Only the organisation's\s+members can read it/);
    expect(legal['data-processing'].markdown).toMatch(
      /Your organisation's ledger and its audit log/,
    );
    expect(legal.cookies.markdown).toContain('better-auth.session_token');
  });
});
