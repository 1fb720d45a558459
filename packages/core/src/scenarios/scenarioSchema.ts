import { z } from 'zod';
import { amountSchema, idSchema, nameSchema, textSchema } from '../inputLimits.js';
import { isoDateSchema } from '../transaction.js';

/** Most layers in one scenario, and most scenarios an organisation keeps. */
export const MAX_SCENARIO_LAYERS = 50;
export const MAX_SCENARIOS = 50;
/** Longest loan a layer models: 50 years of monthly repayments. */
export const MAX_LOAN_MONTHS = 600;
/** Longest delay of a payee's receipts, in days. */
export const MAX_DELAY_DAYS = 366;

/** How often a new recurring cost or income falls due. */
export const LAYER_CADENCES = ['weekly', 'monthly', 'quarterly', 'annual'] as const;
export type LayerCadence = (typeof LAYER_CADENCES)[number];

const positiveAmount = amountSchema.positive('Enter an amount above 0');
const percentSchema = z.number().finite();

/** What every layer has: a name, the day it starts and the account its money moves through. */
const layerBase = {
  id: idSchema,
  name: textSchema(200).refine((text) => text.trim() !== '', { message: 'Name the layer' }),
  start: isoDateSchema,
  accountId: idSchema,
};
/** The last day a repeating layer applies to; open-ended without it. */
const optionalEnd = { end: isoDateSchema.optional() };

/** A found recurring series, by its key, or every series whose category is the one named. */
export const seriesTargetSchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('series'), key: idSchema }),
  z.object({ by: z.literal('category'), category: nameSchema.min(1) }),
]);
export type SeriesTarget = z.infer<typeof seriesTargetSchema>;

/** A new recurring cost or income (a subscription, a rent change): signed, money out negative. */
const recurringLayer = z.object({
  type: z.literal('recurring'),
  ...layerBase,
  ...optionalEnd,
  amount: amountSchema.refine((amount) => amount !== 0, { message: 'An amount cannot be 0' }),
  cadence: z.enum(LAYER_CADENCES),
});

/** New hires: a monthly salary each plus the employer's costs on top, paid from the start date. */
const hireLayer = z.object({
  type: z.literal('hire'),
  ...layerBase,
  ...optionalEnd,
  monthlySalary: positiveAmount,
  employerCostPercent: percentSchema.min(0).max(200),
  headcount: z.number().int().min(1).max(10_000),
});

/** A one-off payment or receipt on the start date: signed, money out negative. */
const oneOffLayer = z.object({
  type: z.literal('oneOff'),
  ...layerBase,
  amount: amountSchema.refine((amount) => amount !== 0, { message: 'An amount cannot be 0' }),
});

/** A loan paid out on the start date and repaid monthly as an annuity from a month later. */
const loanLayer = z.object({
  type: z.literal('loan'),
  ...layerBase,
  principal: positiveAmount,
  annualRatePercent: percentSchema.min(0).max(100, 'An annual rate is at most 100%'),
  termMonths: z
    .number()
    .int('A term is whole months')
    .min(1, 'A loan runs at least a month')
    .max(MAX_LOAN_MONTHS, `A loan runs at most ${MAX_LOAN_MONTHS} months`),
});

/** A found series stops (a customer lost) from the start date. */
const removeSeriesLayer = z.object({
  type: z.literal('removeSeries'),
  ...layerBase,
  ...optionalEnd,
  target: seriesTargetSchema,
});

/** A found series changes by a percentage (a price change on sales) from the start date. */
const scaleSeriesLayer = z.object({
  type: z.literal('scaleSeries'),
  ...layerBase,
  ...optionalEnd,
  target: seriesTargetSchema,
  percent: percentSchema.min(-100).max(1000),
});

/** A found series' payments (a payee's receipts) arrive a number of days later. */
const delayLayer = z.object({
  type: z.literal('delay'),
  ...layerBase,
  ...optionalEnd,
  target: seriesTargetSchema,
  days: z.number().int().min(1).max(MAX_DELAY_DAYS),
});

const endNotBeforeStart = (layer: { start: string; end?: string | undefined }) =>
  layer.end === undefined || layer.end >= layer.start;

/** One change a scenario makes to the base forecast (the API contract of scenario layers). */
export const scenarioLayerSchema = z
  .discriminatedUnion('type', [
    recurringLayer,
    hireLayer,
    oneOffLayer,
    loanLayer,
    removeSeriesLayer,
    scaleSeriesLayer,
    delayLayer,
  ])
  .refine(endNotBeforeStart, { message: 'The end cannot be before the start', path: ['end'] });
export type ScenarioLayer = z.infer<typeof scenarioLayerSchema>;
export type ScenarioLayerType = ScenarioLayer['type'];

const distinctIds = (items: readonly { id: string }[]) =>
  new Set(items.map((item) => item.id)).size === items.length;

/** A named set of layers, stacked on the base forecast. */
export const scenarioSchema = z.object({
  id: idSchema,
  name: textSchema(120).refine((text) => text.trim() !== '', { message: 'Name the scenario' }),
  layers: z
    .array(scenarioLayerSchema)
    .max(MAX_SCENARIO_LAYERS, `At most ${MAX_SCENARIO_LAYERS} layers in a scenario`)
    .refine(distinctIds, { message: 'Layers need distinct ids' }),
});
export type Scenario = z.infer<typeof scenarioSchema>;

/** The organisation's scenarios, as stored and sent; ids are unique. */
export const scenariosSchema = z
  .array(scenarioSchema)
  .max(MAX_SCENARIOS, `At most ${MAX_SCENARIOS} scenarios`)
  .refine(distinctIds, { message: 'Scenarios need distinct ids' });
