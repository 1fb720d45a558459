import crypto from 'node:crypto';
import type { ExportFormat } from '../db/exportFileRepository.js';

const MAX_BASE_LENGTH = 100;

/**
 * The name the browser saves an export under, made from the requested one: the last path segment,
 * letters, digits, dot, dash and underscore only, no leading or trailing dots, and the format's own
 * extension. Nothing the client sends can name a directory.
 */
export function sanitiseFileName(requested: string | undefined, format: ExportFormat): string {
  const trimEdges = (text: string) => text.replace(/^[._-]+|[._-]+$/g, '');
  const lastSegment = (requested ?? '').split(/[\\/]/).pop() ?? '';
  const ascii = lastSegment.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const withoutExtension = ascii.trim().replace(/\.(csv|json)$/i, '');
  const safe = withoutExtension.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/\.{2,}/g, '.');
  const base = trimEdges(trimEdges(safe).slice(0, MAX_BASE_LENGTH));
  return `${base || 'export'}.${format}`;
}

/** The stored name: 144 random bits in front of the download name, so it cannot be guessed. */
export function randomStoredName(downloadName: string): string {
  return `${crypto.randomBytes(18).toString('base64url')}-${downloadName}`;
}
