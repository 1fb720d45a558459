import { IMPORT_FIELDS, isoDateSchema, TEXT_ENCODINGS, transactionSchema } from '@cashline/core';
import type { ImportDateFormat } from '@cashline/core';
import { z } from 'zod';

/** Largest form field: the JSON of `existing` (about 60,000 transactions); other fields are small. */
export const FIELD_MAX_BYTES = 10 * 1024 * 1024;
const MAPPING_MAX_CHARS = 64 * 1024;
export const DATE_FORMATS = [
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

const EXISTING_DESCRIPTION =
  'JSON array of the transactions already stored in the browser: rows equal to one of them (date, amount in cents, description) are left out of transactions and listed in duplicates.';

/**
 * Optional form fields sent beside the file: the preview's choices when the guess was wrong.
 * `existing` is checked for size here and read in the worker thread (`existingFieldSchema`).
 */
export const uploadFieldsSchema = z.object({
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
  existing: z.string().max(FIELD_MAX_BYTES).optional().describe(EXISTING_DESCRIPTION),
  account: z.coerce
    .number()
    .int()
    .min(0)
    .max(999)
    .optional()
    .describe(
      'For a statement file with several accounts (OFX, QIF, camt, MT940): the index in statement.accounts of the one to import; the first with transactions if absent.',
    ),
});

export type UploadFields = z.output<typeof uploadFieldsSchema>;

/** `existing`, read and validated where the file is read. */
export const existingFieldSchema = z.object({
  existing: jsonField(z.array(transactionSchema), 'a JSON array of transactions', FIELD_MAX_BYTES),
});

const issueSchema = z.object({
  row: z.number().int().nullable(),
  field: z.string(),
  kind: z.enum(['skipped', 'altered', 'notice']),
  message: z.string(),
  value: z.string().optional(),
});

const duplicateSchema = z.object({
  row: z.number().int(),
  transaction: transactionSchema,
  existingId: z.string(),
});

/** One page of the rows: the answer holds page 1, `pages` lists where the others are. */
const pageFields = {
  transactions: z.array(transactionSchema).describe('This page of the transactions read.'),
  issues: z.array(issueSchema).describe('This page of the rows skipped, altered or noted.'),
  duplicates: z.array(duplicateSchema).describe('This page of the rows equal to a stored one.'),
};

export const uploadPageSchema = z.object({
  success: z.literal(true),
  page: z.number().int().describe('The page number, 2 or more (page 1 is in the upload answer).'),
  ...pageFields,
});

export type UploadPage = z.infer<typeof uploadPageSchema>;

const balanceSchema = z.object({ date: isoDateSchema, cents: z.number().int() });

const statementSchema = z
  .object({
    accounts: z.array(
      z.object({
        number: z.string(),
        kind: z.string(),
        currency: z.string(),
        entryCount: z.number().int(),
      }),
    ),
    account: z
      .number()
      .int()
      .describe('Index in accounts of the account whose transactions these are.'),
    balances: z.object({
      currency: z.string(),
      opening: balanceSchema.optional(),
      closing: balanceSchema.optional(),
      entriesCents: z.number().int().describe("The sum of the account's entries, in cents."),
      addsUp: z
        .boolean()
        .nullable()
        .describe('Opening balance + entries = closing balance; null unless the file states both.'),
      differenceCents: z.number().int().nullable(),
    }),
  })
  .describe("A statement file's accounts and the balances it states.");

export const uploadBodySchema = z.object({
  success: z.literal(true),
  fileName: z.string(),
  encoding: z
    .enum(TEXT_ENCODINGS)
    .nullable()
    .describe('How the text was decoded; null for a workbook.'),
  format: z
    .enum(['csv', 'ofx', 'qif', 'camt', 'mt940', 'xlsx'])
    .optional()
    .describe('The format read, when not CSV.'),
  statement: statementSchema.optional(),
  ...pageFields,
  transactionCount: z.number().int().describe('All transactions read, over every page.'),
  issueCount: z.number().int().describe('All issues, over every page.'),
  duplicateCount: z.number().int().describe('All duplicates, over every page.'),
  pageSize: z.number().int().describe('Most transactions, issues or duplicates on one page.'),
  pages: z
    .array(z.string())
    .describe(
      'URLs of pages 2, 3, ... (empty when everything fits on page 1), each answering an upload page; only the session that uploaded may fetch them, for 30 minutes.',
    ),
  headers: z.array(z.string()),
  mapping: z.partialRecord(z.enum(IMPORT_FIELDS), z.string()),
  typeColumn: z.string().nullable(),
  dateFormat: z.enum(DATE_FORMATS),
  dateFormatAmbiguous: z.boolean(),
  decimalSeparator: z.enum(['.', ',']),
  delimiter: z.string(),
  headerRow: z.number().int().nullable(),
  rowCount: z.number().int(),
});

export type UploadBody = z.infer<typeof uploadBodySchema>;

export const uploadPageParamsSchema = z.object({
  id: z.string().max(64).describe('The upload, as in its page URLs.'),
  page: z.coerce.number().int().min(2).max(1_000_000).describe('The page number, 2 or more.'),
});
