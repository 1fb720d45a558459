import { z } from 'zod';

export const NO_DATA_MESSAGE = 'No data to export';

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Rows to export: objects of plain values; the first row's keys are the columns. */
export const exportRequestSchema = z.object({
  data: z.array(z.record(z.string(), cellSchema), {
    error: 'data must be a list of rows (objects of text, numbers, booleans or null).',
  }),
  filename: z
    .string({ error: 'filename must be text.' })
    .max(255, 'filename must be at most 255 characters.')
    .optional(),
});

export const exportResponseSchema = z.object({
  success: z.literal(true),
  filePath: z.string().describe('Download URL of the file, for the session that created it.'),
  rowCount: z.number().int(),
  filename: z.string().describe('The sanitised name the file downloads under.'),
});

export type ExportResponse = z.infer<typeof exportResponseSchema>;

export const exportFileParamsSchema = z.object({
  name: z.string().max(300).describe('The name from filePath.'),
});
