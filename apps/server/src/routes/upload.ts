import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import multer from 'multer';
import { requestOwnerOf } from '../auth/requestOwner.js';
import type { AppContext } from '../context.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { bodyAdmission } from '../http/bodyAdmission.js';
import { incomingDirOf } from '../http/bodyToFile.js';
import { workAdmission, WORK_QUEUE_MS } from '../http/workAdmission.js';
import { HttpError } from '../http/httpError.js';
import { perClientRateLimit, perSessionRateLimit } from '../http/rateLimit.js';
import { createUploadPages, UPLOAD_PAGE_SIZE } from '../uploads/uploadPages.js';
import {
  FIELD_MAX_BYTES,
  uploadBodySchema,
  uploadFieldsSchema,
  uploadPageParamsSchema,
  uploadPageSchema,
} from '../uploads/uploadSchemas.js';

export type { UploadBody } from '../uploads/uploadSchemas.js';

const FIELD = 'file';
/** A visitor who drops the session cookie still shares this per-address budget. */
const PER_ADDRESS_FACTOR = 4;
export const UPLOADS_RATE_LIMITED_MESSAGE =
  'Too many uploads. Please wait a few minutes and try again.';
export const UPLOADS_BUSY_MESSAGE =
  'The server is busy reading other files. Please try again in a few seconds.';
export const PAGE_NOT_FOUND_MESSAGE = 'This page of the upload does not exist or has expired.';
/** How long a client refused for want of room should wait: reading a file takes seconds. */
const BUSY_RETRY_SECONDS = 5;

/** The files import reads: CSV, OFX/QFX, QIF, camt XML, MT940 (.sta, .mt940, .txt) and XLSX. */
const EXTENSIONS = /\.(csv|ofx|qfx|qif|xml|sta|mt940|txt|xlsx)$/i;
export const UNSUPPORTED_FILE_MESSAGE =
  'Only .csv, .ofx, .qfx, .qif, .xml (camt), .sta, .mt940, .txt and .xlsx files are supported.';

function isImportable(file: Express.Multer.File): boolean {
  return EXTENSIONS.test(file.originalname) || file.mimetype === 'text/csv';
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** Every way multer or the multipart parser can fail, as a client error: never a 500. */
function uploadError(err: unknown, maxBytes: number): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') {
      return new HttpError(
        413,
        'payload_too_large',
        `The file is larger than the ${megabytes(maxBytes)} upload limit.`,
      );
    }
    if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE') {
      return new HttpError(
        400,
        'bad_upload',
        `Send exactly one file, in the form field '${FIELD}'.`,
      );
    }
    if (err.code === 'LIMIT_FIELD_VALUE') {
      return new HttpError(
        413,
        'payload_too_large',
        `The form field '${err.field ?? ''}' is larger than the ${megabytes(FIELD_MAX_BYTES)} limit.`,
      );
    }
    return new HttpError(400, 'bad_upload', 'The upload has too many or too large form fields.');
  }
  return new HttpError(400, 'bad_upload', 'The upload could not be read as a multipart form.');
}

function removeWhenAnswered(res: Response, file: string): void {
  const remove = () => fs.rm(file, { force: true }, () => undefined);
  if (res.closed) remove();
  else res.once('close', remove);
}

/**
 * Streams one `.csv` file to a temporary file in `incomingDir` (not into memory), refusing other
 * files before their bytes are read. The file is deleted when the answer ends, however it ends.
 */
function receiveCsv(maxBytes: number, incomingDir: string): RequestHandler {
  const upload = multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        fs.mkdir(incomingDir, { recursive: true, mode: 0o700 }, (err) => done(err, incomingDir));
      },
      // Removal is arranged as the file is made: an upload cut off mid-body never reaches the
      // callback below, and its partial file must not outlive it.
      filename: (req, _file, done) => {
        const name = crypto.randomBytes(18).toString('base64url');
        if (req.res) removeWhenAnswered(req.res, path.join(incomingDir, name));
        done(null, name);
      },
    }),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: FIELD_MAX_BYTES, parts: 12 },
    fileFilter(_req, file, accept) {
      if (isImportable(file)) accept(null, true);
      else accept(new HttpError(400, 'unsupported_file', UNSUPPORTED_FILE_MESSAGE));
    },
  }).single(FIELD);
  return (req, res, next) => {
    upload(req, res, (err?: unknown) => {
      next(err === undefined ? undefined : uploadError(err, maxBytes));
    });
  };
}

export function uploadRoutes({ auth, config, now, work, sql }: AppContext): ApiRoutes {
  // Pages are known only in memory: those of a previous run can never be served, so they go now.
  const pages = createUploadPages({
    dataDir: config.dataDir,
    now,
    storageLimitBytes: config.uploadPagesStorageLimitMb * 1024 * 1024,
  });
  pages.removeAll();
  const windowMinutes = config.rateLimitWindowMinutes;
  const perAddress = perClientRateLimit(sql, {
    name: 'upload-address',
    max: config.uploadRateLimitMax * PER_ADDRESS_FACTOR,
    windowMinutes,
    message: UPLOADS_RATE_LIMITED_MESSAGE,
  });
  const perSession = perSessionRateLimit(sql, {
    name: 'upload-session',
    max: config.uploadRateLimitMax,
    windowMinutes,
    message: UPLOADS_RATE_LIMITED_MESSAGE,
  });
  // Room for UPLOAD_CONCURRENCY_MAX files of the largest size at once, or many more small ones.
  const cap = workAdmission({
    budgetBytes: config.uploadConcurrencyMax * config.uploadMaxBytes,
    minWeightBytes: Math.ceil(config.uploadMaxBytes / 64),
    queueMs: WORK_QUEUE_MS,
    retryAfterSeconds: BUSY_RETRY_SECONDS,
    message: UPLOADS_BUSY_MESSAGE,
    weightOf: (req) => req.file?.size ?? 0,
  });
  return new ApiRoutes()
    .post(
      '/',
      {
        summary:
          'Read a bank or accounting export (CSV, OFX/QFX, QIF, camt, MT940, XLSX) into transactions',
        description: `multipart/form-data with one file in the field '${FIELD}': CSV, OFX/QFX (1.x SGML or 2.x XML), QIF, camt.053/052/054 XML, MT940 or XLSX, told apart by content (an OFX saved as .txt still imports), of at most ${megabytes(config.uploadMaxBytes)}), and optionally the fields dateFormat, decimalSeparator, today (YYYY-MM-DD), mapping (JSON, field -> header, or null for not mapped; CSV and XLSX), account (statements with several accounts) and existing (JSON array of stored transactions, at most ${megabytes(FIELD_MAX_BYTES)}, for duplicate detection). Nothing is stored: the transactions are returned for the browser to preview and keep. A large file is answered in pages of at most ${UPLOAD_PAGE_SIZE} transactions (and issues, and duplicates): the answer holds page 1, the counts and the URLs of the other pages (GET /api/upload/pages/{id}/{page}), which the same session can fetch for 30 minutes.`,
        form: {
          fields: uploadFieldsSchema,
          files: {
            [FIELD]: {
              description: `The bank or accounting export (.csv, .ofx, .qfx, .qif, .xml, .sta, .mt940, .txt or .xlsx) of at most ${megabytes(config.uploadMaxBytes)}.`,
              contentType: 'application/octet-stream',
              required: true,
            },
          },
        },
        responses: {
          200: {
            description: 'The transactions and how the file was read.',
            schema: uploadBodySchema,
          },
        },
        errors: {
          408: 'The file arrived slower than BODY_MIN_BYTES_PER_SECOND or not within BODY_DEADLINE_SECONDS.',
          429: 'Too many uploads from this session or address (per window, or TRANSFERS_PER_ADDRESS_MAX at once); Retry-After (seconds) says when to try again.',
          503: `No room within 10 seconds among the uploads being read (room for ${config.uploadConcurrencyMax} of the largest size); Retry-After (seconds) says when to try again.`,
        },
        before: [
          perAddress,
          perSession,
          ...bodyAdmission(config, 'upload'),
          receiveCsv(config.uploadMaxBytes, incomingDirOf(config.dataDir)),
          cap,
        ],
      },
      async ({ form: fields }, req, res) => {
        const file = req.file;
        if (!file) {
          throw new HttpError(400, 'no_file', `Choose a file to upload (form field '${FIELD}').`);
        }
        const target = pages.target();
        const read = await work.readUpload({
          pages: target,
          pageSize: UPLOAD_PAGE_SIZE,
          filePath: file.path,
          fileName: file.originalname,
          today: fields.today ?? now().toISOString().slice(0, 10),
          mapping: fields.mapping,
          dateFormat: fields.dateFormat,
          decimalSeparator: fields.decimalSeparator,
          existing: fields.existing,
          account: fields.account,
        });
        if (!read.ok) throw new HttpError(read.status, read.code, read.message);
        const { json, pageCount, pageBytes } = read.value;
        if (pageCount > 1)
          pages.register(target.id, await requestOwnerOf(auth, req), pageCount, pageBytes);
        res
          .type('application/json')
          .send(Buffer.from(json.buffer, json.byteOffset, json.byteLength));
      },
    )
    .get(
      '/pages/:id/:page',
      {
        summary: 'A further page of a large upload answer',
        description: `Pages 2, 3, ... of the transactions, issues and duplicates of an upload, at most ${UPLOAD_PAGE_SIZE} of each per page, as listed in its answer's pages. Only the signed-in user who uploaded (signed out: the browser session) may fetch them, for 30 minutes (the oldest go sooner when all pages would pass UPLOAD_PAGES_STORAGE_LIMIT_MB).`,
        params: uploadPageParamsSchema,
        responses: { 200: { description: 'The page.', schema: uploadPageSchema } },
        errors: { 404: PAGE_NOT_FOUND_MESSAGE },
      },
      async ({ params }, req, res) => {
        const file = pages.find(params.id, params.page, await requestOwnerOf(auth, req));
        if (!file) throw new HttpError(404, 'not_found', PAGE_NOT_FOUND_MESSAGE);
        await new Promise<void>((resolve, reject) => {
          const headers = {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'private, no-store',
          };
          res.sendFile(file, { headers }, (err) => {
            // Pages removed as they expired between the lookup and the read are simply gone.
            if (err) reject(new HttpError(404, 'not_found', PAGE_NOT_FOUND_MESSAGE));
            else resolve();
          });
        });
      },
    );
}
