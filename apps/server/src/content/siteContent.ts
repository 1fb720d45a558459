import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COMPANY_FACTS, LEGAL_PAGES, companyFactsSchema } from '@cashline/core';
import type { CompanyFacts, LegalPage } from '@cashline/core';

/** The texts shipped with Cashline: `legal/<page>.md` (from src/content or dist/content). */
export const SHIPPED_CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

/** Largest legal page or company file read; a legal page is text, never a dump of anything. */
export const MAX_CONTENT_BYTES = 256 * 1024;

export type LegalSource = 'shipped' | 'operator';

export type SiteContent = {
  company: CompanyFacts;
  legal: Record<LegalPage, { markdown: string; source: LegalSource }>;
};

export type SiteContentResult =
  { ok: true; content: SiteContent } | { ok: false; errors: string[] };

type Read = { ok: true; text: string } | { ok: false; error: string } | { ok: true; text: null };

/** A UTF-8 text file of at most MAX_CONTENT_BYTES, or null when there is none. */
function readText(file: string): Read {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return { ok: true, text: null };
  }
  if (!stat.isFile()) return { ok: false, error: `${file}: is not a file` };
  if (stat.size > MAX_CONTENT_BYTES) {
    return { ok: false, error: `${file}: is larger than ${MAX_CONTENT_BYTES / 1024} KB` };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(file));
    if (text.trim() === '') return { ok: false, error: `${file}: is empty` };
    return { ok: true, text: text.replace(/^\uFEFF/, '') };
  } catch (err) {
    const reason = err instanceof TypeError ? 'is not UTF-8 text' : 'cannot be read';
    return { ok: false, error: `${file}: ${reason}` };
  }
}

function readCompany(dir: string | undefined, errors: string[]): CompanyFacts {
  if (dir === undefined) return DEFAULT_COMPANY_FACTS;
  const file = path.join(dir, 'company.json');
  const read = readText(file);
  if (!read.ok) {
    errors.push(read.error);
    return DEFAULT_COMPANY_FACTS;
  }
  if (read.text === null) return DEFAULT_COMPANY_FACTS;
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch {
    errors.push(`${file}: is not valid JSON`);
    return DEFAULT_COMPANY_FACTS;
  }
  const parsed = companyFactsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'the file';
    errors.push(`${file}: ${where}: ${issue.message}`);
  }
  return DEFAULT_COMPANY_FACTS;
}

/**
 * Reads the legal pages and company facts once, at start-up: each page from the operator's
 * directory (`legal/<page>.md`) when it has one, else the shipped text; the company facts from its
 * `company.json`, else the neutral defaults. An unreadable, oversized or invalid file is an error
 * that names it, so the operator never publishes a page they did not mean to.
 */
export function loadSiteContent(
  operatorDir: string | undefined,
  shippedDir: string = SHIPPED_CONTENT_DIR,
): SiteContentResult {
  const errors: string[] = [];
  if (
    operatorDir !== undefined &&
    !fs.statSync(operatorDir, { throwIfNoEntry: false })?.isDirectory()
  ) {
    return { ok: false, errors: [`CONTENT_DIR: ${operatorDir} is not a directory`] };
  }
  const legal = {} as SiteContent['legal'];
  for (const page of LEGAL_PAGES) {
    const own =
      operatorDir === undefined
        ? undefined
        : readText(path.join(operatorDir, 'legal', `${page}.md`));
    if (own && !own.ok) errors.push(own.error);
    else if (own?.text) {
      legal[page] = { markdown: own.text, source: 'operator' };
      continue;
    }
    const shipped = readText(path.join(shippedDir, 'legal', `${page}.md`));
    if (shipped.ok && shipped.text !== null)
      legal[page] = { markdown: shipped.text, source: 'shipped' };
    else
      errors.push(shipped.ok ? `${shippedDir}: the shipped ${page}.md is missing` : shipped.error);
  }
  const company = readCompany(operatorDir, errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, content: { company, legal } };
}
