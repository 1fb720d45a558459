import {
  addDays,
  ECB_BASE_CURRENCY,
  isoDateSchema,
  parseRatesCsv,
  rateRowOf,
  rateRowSchema,
} from '@cashline/core';
import type { RateRow } from '@cashline/core';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiRoutes } from '../../http/apiRoutes.js';
import { HttpError } from '../../http/httpError.js';
import type { MemberAccess } from '../../ledger/memberAccess.js';
import { decodeCursor, encodeCursor } from '../../ledger/pageCursor.js';
import { currenciesToConvert } from '../../rates/orgCurrencies.js';
import { ratePage } from '../../rates/ratePage.js';
import { storeRates } from '../../rates/rateStore.js';
import { orgParams } from './orgParams.js';

/** The first day of the ECB's reference rates: no stored rate is older. */
const FIRST_RATE_DAY = '1999-01-04';
/** Most rates one request stores: ten years of five currencies' working days, with room. */
export const MAX_RATES_PER_REQUEST = 20_000;
/** Most rates one page answers, and how many when the client does not say. */
export const MAX_RATES_PER_PAGE = 1_000;
/** The lines of a refused file named in the message; the answer lists them all. */
const NAMED_LINES = 3;

const storedRateSchema = rateRowSchema.extend({
  source: z
    .enum(['ecb', 'admin'])
    .describe("'admin' is the organisation's own, which wins over the ECB's for that day."),
});
const ratesAnswerSchema = z.object({
  base: z.literal(ECB_BASE_CURRENCY).describe('One unit of the base buys `rate` of `currency`.'),
  currencies: z.array(z.string()).describe('The currencies the organisation converts between.'),
  rates: z.array(storedRateSchema),
  next: z
    .string()
    .nullable()
    .describe('Pass back as `cursor` for the next page; null on the last page.'),
});

const rangeQuery = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    limit: z.coerce.number().int().min(1).max(MAX_RATES_PER_PAGE).default(MAX_RATES_PER_PAGE),
    cursor: z.string().min(1).max(200).optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'from must not be after to',
  });

const ratesBody = z
  .object({
    rates: z
      .array(rateRowSchema)
      .min(1)
      .max(MAX_RATES_PER_REQUEST, `At most ${MAX_RATES_PER_REQUEST} rates at a time`)
      .optional()
      .describe('Rates typed in: on `date`, one euro buys `rate` of `currency`.'),
    csv: z
      .string()
      .min(1)
      .max(1_500_000)
      .optional()
      .describe('A CSV file with the columns date, currency and rate (rates against the euro).'),
  })
  .refine((b) => (b.rates === undefined) !== (b.csv === undefined), {
    message: 'Send either rates or csv, not both',
  });

const errors = { 401: 'Not signed in.', 404: 'Not a member of this organisation.' };

/** Why a list of rates cannot be stored, line by line; empty when all can. */
function problemsOf(rows: readonly RateRow[], tomorrow: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const at = `Rate ${index + 1}`;
    const key = `${row.currency} ${row.date}`;
    if (row.currency === ECB_BASE_CURRENCY) {
      problems.push(`${at}: EUR is the base currency, its rate is always 1.`);
    } else if (row.date > tomorrow) {
      problems.push(`${at}: ${row.date} is in the future.`);
    } else if (seen.has(key)) {
      problems.push(`${at}: ${row.currency} on ${row.date} is given twice.`);
    }
    seen.add(key);
  });
  return problems;
}

/** The rows of a request, or the 400 that says which lines are wrong (nothing is stored then). */
function rowsOf(body: z.output<typeof ratesBody>, tomorrow: string): RateRow[] {
  let rows: RateRow[];
  let problems: string[];
  if (body.csv !== undefined) {
    const parsed = parseRatesCsv(body.csv, ECB_BASE_CURRENCY);
    if (!parsed.ok) throw new HttpError(400, 'invalid_rates', parsed.error.message);
    rows = parsed.value.quotes.map(rateRowOf);
    problems = parsed.value.rejected.map((r) => r.message);
    problems.push(
      ...rows.filter((r) => r.date > tomorrow).map((r) => `${r.date} is in the future.`),
    );
    if (rows.length > MAX_RATES_PER_REQUEST) {
      problems.push(
        `The file has ${rows.length} rates; at most ${MAX_RATES_PER_REQUEST} at a time.`,
      );
    }
  } else {
    rows = body.rates ?? [];
    problems = problemsOf(rows, tomorrow);
  }
  if (problems.length > 0) {
    const more =
      problems.length > NAMED_LINES ? ` (and ${problems.length - NAMED_LINES} more)` : '';
    throw new RatesRefused(
      `No rate was stored: ${problems.slice(0, NAMED_LINES).join(' ')}${more}`,
      problems,
    );
  }
  return rows;
}

class RatesRefused extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message);
  }
}

/**
 * The exchange rates an organisation converts with: the ECB's, with its owners' and admins' own
 * in their place for the days they gave. Members read them; owners and admins add their own.
 */
export function rateRoutes(ctx: AppContext, access: MemberAccess): ApiRoutes {
  const db = ctx.sql.kysely;
  const today = () => ctx.now().toISOString().slice(0, 10);
  return new ApiRoutes()
    .get(
      '/',
      {
        summary: "The exchange rates of the organisation's currencies",
        description:
          "Daily rates against the euro of its accounts' and reporting currency, oldest first (by day, then currency); none while everything is in one currency. Keyset pagination: pass `next` back as `cursor` for the next page.",
        params: orgParams,
        query: rangeQuery,
        before: [access.require('viewer')],
        responses: { 200: { description: 'One page of the rates.', schema: ratesAnswerSchema } },
        errors,
      },
      async ({ query }, req, res) => {
        const orgId = access.memberOf(req).organizationId;
        const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
        if (query.cursor !== undefined && after === undefined) {
          throw new HttpError(400, 'invalid_cursor', 'The page cursor is not valid.');
        }
        const currencies = await currenciesToConvert(db, orgId);
        const page = await ratePage(db, orgId, {
          from: query.from ?? FIRST_RATE_DAY,
          to: query.to ?? addDays(today(), 1),
          currencies,
          limit: query.limit,
          ...(after ? { after } : {}),
        });
        const next = page.last ? encodeCursor(page.last) : null;
        res
          .set('Cache-Control', 'no-store')
          .json({ base: ECB_BASE_CURRENCY, currencies, rates: page.rates, next });
      },
    )
    .post(
      '/',
      {
        summary: "Store the organisation's own exchange rates",
        description:
          'Typed rates or a CSV file, all stored or none: a line that does not read refuses the whole request with 400 naming it. A day given again replaces the earlier rate.',
        params: orgParams,
        body: ratesBody,
        bodyLimit: '2mb',
        before: [access.require('admin')],
        responses: {
          200: {
            description: 'How many rates were stored.',
            schema: z.object({ stored: z.number().int() }),
          },
        },
        errors: { ...errors, 403: 'Only owners and admins set rates.' },
      },
      async ({ body }, req, res) => {
        const orgId = access.memberOf(req).organizationId;
        let rows: RateRow[];
        try {
          rows = rowsOf(body, addDays(today(), 1));
        } catch (error) {
          if (!(error instanceof RatesRefused)) throw error;
          res.status(400).json({
            success: false,
            error: 'invalid_rates',
            message: error.message,
            problems: error.problems.slice(0, 100),
          });
          return;
        }
        await storeRates(db, orgId, rows, ctx.now());
        res.json({ stored: rows.length });
      },
    );
}
