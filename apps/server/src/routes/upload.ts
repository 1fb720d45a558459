import {
  decodeBytes,
  IMPORT_FIELDS,
  importCsv,
  looksLikeText,
  isoDateSchema,
  TEXT_ENCODINGS,
  transactionSchema,
} from '@cashline/core';
import type { ImportDateFormat } from '@cashline/core';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { HttpError } from '../http/httpError.js';

const FIELD = 'file';
/** Largest form field: the JSON of `existing` (about 60,000 transactions); other fields are small. */
const FIELD_MAX_BYTES = 10 * 1024 * 1024;
const MAPPING_MAX_CHARS = 64 * 1024;
const DATE_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD.MM.YYYY',
] as const satisfies readonly ImportDateFormat[];

/** A form field holding JSON, read and then validated by `schema`; `expected` names it for people. */
function jsonField<S extends z.ZodType>(schema: S, expected: string, maxChars: number) {
  return z
    .string()
    .max(maxChars)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `expected ${expected} (not valid JSON)` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** Optional form fields sent beside the file: the preview's choices when the guess was wrong. */
const uploadFieldsSchema = z.object({
  dateFormat: z
    .enum(DATE_FORMATS)
    .optional()
    .describe("The file's date format, overriding the one detected."),
  decimalSeparator: z
    .enum(['.', ','])
    .optional()
    .describe("The file's decimal separator, overriding the one detected."),
  today: isoDateSchema
    .optional()
    .describe(
      "The user's calendar date (YYYY-MM-DD), used for rows whose date cannot be read; the server's UTC date if absent.",
    ),
  mapping: jsonField(
    z.partialRecord(z.enum(IMPORT_FIELDS), z.string().max(500).nullable()),
    'a JSON object of field -> header',
    MAPPING_MAX_CHARS,
  )
    .optional()
    .describe(
      'JSON object of field -> header, overriding the guessed column mapping; null (or an empty header) leaves a field unmapped.',
    ),
  existing: jsonField(z.array(transactionSchema), 'a JSON array of transactions', FIELD_MAX_BYTES)
    .optional()
    .describe(
      'JSON array of the transactions already stored in the browser: rows equal to one of them (date, amount in cents, description) are left out of transactions and listed in duplicates.',
    ),
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
  encoding: z.enum(TEXT_ENCODINGS),
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

/** Receives one `.csv` file into memory, refusing other files before their bytes are read. */
function receiveCsv(maxBytes: number): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: FIELD_MAX_BYTES, parts: 12 },
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
      description: `multipart/form-data with one .csv file in the field '${FIELD}' (at most ${megabytes(config.uploadMaxBytes)}), and optionally the fields dateFormat, decimalSeparator, today (YYYY-MM-DD), mapping (JSON, field -> header, or null for not mapped) and existing (JSON array of stored transactions, at most ${megabytes(FIELD_MAX_BYTES)}, for duplicate detection). Nothing is stored: the transactions are returned for the browser to preview and keep.`,
      form: {
        fields: uploadFieldsSchema,
        files: {
          [FIELD]: {
            description: `The bank or accounting export: a .csv file of at most ${megabytes(config.uploadMaxBytes)}.`,
            contentType: 'text/csv',
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
      before: [receiveCsv(config.uploadMaxBytes)],
    },
    ({ form: fields }, req, res) => {
      const file = req.file;
      if (!file) {
        throw new HttpError(400, 'no_file', `Choose a CSV file to upload (form field '${FIELD}').`);
      }
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
        existing: fields.existing,
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
