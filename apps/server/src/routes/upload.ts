import {
  decodeBytes,
  IMPORT_FIELDS,
  importCsv,
  looksLikeText,
  isoDateSchema,
  transactionSchema,
} from '@cashline/core';
import type { ImportDateFormat } from '@cashline/core';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { HttpError } from '../http/httpError.js';
import { parseOrThrow } from '../http/validation.js';

const FIELD = 'file';
const DATE_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD.MM.YYYY',
] as const satisfies readonly ImportDateFormat[];

const mappingJson = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON object of field -> header' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(IMPORT_FIELDS), z.string().max(500).nullable()));

/** Optional form fields sent beside the file: the preview's choices when the guess was wrong. */
const uploadFieldsSchema = z.object({
  dateFormat: z.enum(DATE_FORMATS).optional(),
  decimalSeparator: z.enum(['.', ',']).optional(),
  /** The user's calendar date, for rows whose date cannot be read; the server's UTC date if absent. */
  today: isoDateSchema.optional(),
  mapping: mappingJson.optional(),
});

const issueSchema = z.object({
  row: z.number().int().nullable(),
  field: z.string(),
  kind: z.enum(['skipped', 'altered', 'notice']),
  message: z.string(),
  value: z.string().optional(),
});

const uploadBodySchema = z.object({
  success: z.literal(true),
  fileName: z.string(),
  encoding: z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252']),
  transactions: z.array(transactionSchema),
  headers: z.array(z.string()),
  mapping: z.partialRecord(z.enum(IMPORT_FIELDS), z.string()),
  typeColumn: z.string().nullable(),
  dateFormat: z.enum(DATE_FORMATS),
  dateFormatAmbiguous: z.boolean(),
  decimalSeparator: z.enum(['.', ',']),
  delimiter: z.string(),
  headerRow: z.number().int().nullable(),
  issues: z.array(issueSchema),
  duplicates: z.array(
    z.object({ row: z.number().int(), transaction: transactionSchema, existingId: z.string() }),
  ),
  rowCount: z.number().int(),
});

export type UploadBody = z.infer<typeof uploadBodySchema>;

function isCsv(file: Express.Multer.File): boolean {
  return /\.csv$/i.test(file.originalname) || file.mimetype === 'text/csv';
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
    return new HttpError(400, 'bad_upload', 'The upload has too many or too large form fields.');
  }
  return new HttpError(400, 'bad_upload', 'The upload could not be read as a multipart form.');
}

/** Receives one `.csv` file into memory, refusing other files before their bytes are read. */
function receiveCsv(maxBytes: number): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    fileFilter(_req, file, accept) {
      if (isCsv(file)) accept(null, true);
      else accept(new HttpError(400, 'not_csv', 'Only .csv files are supported.'));
    },
  }).single(FIELD);
  return (req, res, next) => {
    upload(req, res, (err?: unknown) => {
      next(err === undefined ? undefined : uploadError(err, maxBytes));
    });
  };
}

export function uploadRoutes({ config, now }: AppContext): ApiRoutes {
  return new ApiRoutes().post(
    '/',
    {
      summary: 'Read a bank or accounting CSV export into transactions',
      description: `multipart/form-data with one .csv file in the field '${FIELD}' (at most ${megabytes(config.uploadMaxBytes)}), and optionally the fields dateFormat, decimalSeparator, today (YYYY-MM-DD) and mapping (JSON, field -> header, or null for not mapped). Nothing is stored: the transactions are returned for the browser to preview and keep.`,
      responses: {
        200: {
          description: 'The transactions and how the file was read.',
          schema: uploadBodySchema,
        },
      },
      before: [receiveCsv(config.uploadMaxBytes)],
    },
    (_input, req, res) => {
      const file = req.file;
      if (!file) {
        throw new HttpError(400, 'no_file', `Choose a CSV file to upload (form field '${FIELD}').`);
      }
      const fields = parseOrThrow(uploadFieldsSchema, req.body ?? {});
      const { text, encoding } = decodeBytes(file.buffer);
      if (!looksLikeText(text)) {
        throw new HttpError(400, 'not_text', 'The file is not a text CSV file.');
      }
      const result = importCsv(text, {
        fileName: file.originalname,
        today: fields.today ?? now().toISOString().slice(0, 10),
        mapping: fields.mapping,
        dateFormat: fields.dateFormat,
        decimalSeparator: fields.decimalSeparator,
      });
      if (!result.ok) throw new HttpError(400, 'invalid_csv', result.error.message);
      const body: UploadBody = {
        success: true,
        fileName: file.originalname,
        encoding,
        ...result.value,
      };
      res.json(body);
    },
  );
}
