import { z } from 'zod';
import { isoDateSchema } from '../../transaction.js';
import { CUSTOM_REPORT_GROUPINGS } from './groupings.js';

/** Periods named relative to the as-of date, in the order the picker offers them. */
export const CUSTOM_PERIOD_PRESETS = [
  'this-month',
  'last-month',
  'this-quarter',
  'last-quarter',
  'this-year',
  'last-year',
  'last-12-months',
  'all',
] as const;

export type CustomPeriodPreset = (typeof CUSTOM_PERIOD_PRESETS)[number];

export const customReportPeriodSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('preset'), preset: z.enum(CUSTOM_PERIOD_PRESETS) }),
  z
    .object({ kind: z.literal('range'), from: isoDateSchema, to: isoDateSchema })
    .refine((range) => range.from <= range.to, {
      message: 'The start date must not be after the end date',
      path: ['to'],
    }),
]);

export type CustomReportPeriod = z.infer<typeof customReportPeriodSchema>;

const amountLimit = z.number().finite().nonnegative().max(1e12);

/** Which transactions count. Amounts compare the size of the amount, whatever its direction. */
export const customReportFiltersSchema = z
  .object({
    direction: z.enum(['all', 'inflow', 'outflow']).default('all'),
    /** Only these categories; empty means every category. */
    categories: z.array(z.string().max(200)).max(500).default([]),
    /** Words the description contains, ignoring case; empty means any. */
    text: z.string().max(200).default(''),
    minAmount: amountLimit.optional(),
    maxAmount: amountLimit.optional(),
  })
  .refine(
    (f) => f.minAmount === undefined || f.maxAmount === undefined || f.minAmount <= f.maxAmount,
    { message: 'The minimum amount must not be above the maximum', path: ['maxAmount'] },
  );

export type CustomReportFilters = z.infer<typeof customReportFiltersSchema>;

/** A custom report as the user defines and saves it. */
export const customReportDefinitionSchema = z.object({
  name: z.string().trim().min(1, 'Give the report a name').max(80),
  period: customReportPeriodSchema,
  grouping: z.enum(CUSTOM_REPORT_GROUPINGS),
  filters: customReportFiltersSchema.prefault({}),
});

export type CustomReportDefinition = z.infer<typeof customReportDefinitionSchema>;
