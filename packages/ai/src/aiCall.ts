import { z } from 'zod';

/** Longest text of one cell, header or description sent in a call. */
const TEXT_MAX = 500;

/** A text as a call carries it: cut at TEXT_MAX, in the browser's prompt and the proxy's alike. */
export function clipText(value: string): string {
  return value.slice(0, TEXT_MAX);
}

/** A cell as a call carries it. */
export function clipCell<C extends string | number | null>(value: C): C | string {
  return typeof value === 'string' ? clipText(value) : value;
}
const text = z.string().max(TEXT_MAX);
const cell = z.union([text, z.number().finite(), z.null()]);
const headers = z.array(text).min(1).max(100);

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** The forecast's figures: plain JSON, of bounded size and depth. */
function boundedJson(depth: number): z.ZodType<Json> {
  const leaf = z.union([text, z.number().finite(), z.boolean(), z.null()]);
  if (depth === 0) return leaf;
  const inner = boundedJson(depth - 1);
  return z.union([leaf, z.array(inner).max(120), z.record(z.string().max(60), inner)]);
}

/**
 * Each kind of AI call the app makes (ai.md section 7), as the data it is made from. The server's
 * AI proxy takes only these and builds the prompt itself (aiCallRequest), so its key cannot be
 * used for anything but Cashline's own questions.
 */
export const aiCallSchema = z.discriminatedUnion('call', [
  z.strictObject({ call: z.literal('column mapping'), headers }),
  z.strictObject({
    call: z.literal('transformation suggestion'),
    headers,
    rows: z.array(z.record(text, cell)).max(5),
  }),
  z.strictObject({
    call: z.literal('batch categorisation'),
    descriptions: z.array(text).min(1).max(200),
    guidance: text.optional(),
  }),
  z.strictObject({
    call: z.literal('forecast'),
    asOf: z.iso.date(),
    facts: z.record(z.string().max(60), boundedJson(5)),
  }),
  z.strictObject({ call: z.literal('CSV insight'), headers, firstRow: z.array(cell).max(100) }),
]);
export type AiCall = z.infer<typeof aiCallSchema>;
