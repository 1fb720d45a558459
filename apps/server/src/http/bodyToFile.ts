import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { HttpError } from './httpError.js';

/** Where request bodies and uploaded files wait to be read; emptied at start-up. */
export function incomingDirOf(dataDir: string): string {
  return path.join(dataDir, 'incoming');
}

const files = new WeakMap<Request, string>();

/** The file the request's body was written to by `receiveJsonToFile`. */
export function bodyFileOf(req: Request): string {
  const file = files.get(req);
  if (!file) throw new Error('receiveJsonToFile did not run for this request');
  return file;
}

const tooLarge = () => new HttpError(413, 'payload_too_large', 'The request body is too large.');

/**
 * Streams a JSON request body to a new file in `dir` instead of memory, refusing more than
 * `limitBytes` (413, the rest of the body is read and dropped). The file is deleted when the
 * answer ends, however it ends.
 */
export function receiveJsonToFile(dir: string, limitBytes: number): RequestHandler {
  return (req, res, next) => {
    if (!req.is('application/json')) {
      next(new HttpError(415, 'unsupported_media_type', 'Send the request body as JSON.'));
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > limitBytes) {
      req.resume();
      next(tooLarge());
      return;
    }
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, crypto.randomBytes(18).toString('base64url'));
    const out = fs.createWriteStream(file, { mode: 0o600, flags: 'wx' });
    res.once('close', () => fs.rm(file, { force: true }, () => undefined));
    let received = 0;
    let settled = false;
    const settle = (err?: HttpError) => {
      if (settled) return;
      settled = true;
      if (err) {
        out.destroy();
        req.resume();
      } else {
        files.set(req, file);
      }
      next(err);
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      received += chunk.length;
      if (received > limitBytes) {
        settle(tooLarge());
      } else if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => req.resume());
      }
    });
    req.on('end', () => {
      if (!settled) out.end(() => settle());
    });
    req.on('error', () =>
      settle(new HttpError(400, 'bad_request', 'The request could not be read.')),
    );
    out.on('error', (err) => {
      if (settled) return;
      settled = true;
      req.resume();
      next(err);
    });
  };
}
