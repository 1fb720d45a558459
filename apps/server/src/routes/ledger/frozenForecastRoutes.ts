import { addDays, frozenForecastSchema } from '@cashline/core';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiRoutes } from '../../http/apiRoutes.js';
import { HttpError } from '../../http/httpError.js';
import {
  freezeForecast,
  keepMovedForecasts,
  listFrozenForecasts,
} from '../../ledger/frozenForecasts.js';
import { writerOf } from '../../ledger/memberAccess.js';
import type { MemberAccess } from '../../ledger/memberAccess.js';
import { orgParams } from './orgParams.js';

const readErrors = { 401: 'Not signed in.', 404: 'Not a member of this organisation.' };

/** Most weeks one move request carries: the browser sends its frozen weeks in parts this size. */
export const MOVED_WEEKS_PER_REQUEST = 20;

/**
 * The forecasts the organisation froze each week, to compare with what happened. A week's are
 * written once, as of that day (a day either side for time zones): none is rewritten, and none
 * can be made up for a past week.
 */
export function frozenForecastRoutes(ctx: AppContext, access: MemberAccess): ApiRoutes {
  const { sql, now } = ctx;
  return new ApiRoutes()
    .get(
      '/',
      {
        summary: "The organisation's frozen forecasts, oldest week first",
        params: orgParams,
        before: [access.require('viewer')],
        responses: {
          200: { description: 'Frozen forecasts.', schema: z.array(frozenForecastSchema) },
        },
        errors: readErrors,
      },
      async (_input, req, res) => {
        res.json(await listFrozenForecasts(sql.kysely, access.memberOf(req).organizationId));
      },
    )
    .post(
      '/',
      {
        summary: "Freeze this week's forecasts",
        description: 'Refused with 409 and the kept ones when the week is frozen already.',
        params: orgParams,
        body: frozenForecastSchema,
        bodyLimit: '256kb',
        before: [access.require('editor')],
        responses: { 201: { description: 'Frozen.', schema: frozenForecastSchema } },
        errors: {
          ...readErrors,
          403: 'Viewers cannot change the ledger.',
          409: 'This week is frozen already.',
        },
      },
      async ({ body }, req, res) => {
        const today = now().toISOString().slice(0, 10);
        if (body.asOf < addDays(today, -1) || body.asOf > addDays(today, 1)) {
          throw new HttpError(400, 'invalid_request', 'A forecast is frozen as of today only.');
        }
        const result = await freezeForecast(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          body,
        );
        if (result.ok) {
          res.status(201).json(body);
        } else {
          res.status(409).json({
            success: false,
            error: 'already_frozen',
            message: "This week's forecasts are frozen already.",
            current: result.existing,
          });
        }
      },
    )
    .post(
      '/moved',
      {
        summary: 'Bring in the forecasts a browser froze before its ledger moved in',
        description:
          'Each week the organisation has not frozen is kept as the browser froze it; a week it has stays.',
        params: orgParams,
        body: z
          .array(frozenForecastSchema)
          .min(1)
          .max(MOVED_WEEKS_PER_REQUEST, `At most ${MOVED_WEEKS_PER_REQUEST} weeks at a time`),
        bodyLimit: '2mb',
        before: [access.require('editor')],
        responses: {
          200: {
            description: 'How many weeks were new.',
            schema: z.object({ kept: z.number().int() }),
          },
        },
        errors: { ...readErrors, 403: 'Viewers cannot change the ledger.' },
      },
      async ({ body }, req, res) => {
        const tomorrow = addDays(now().toISOString().slice(0, 10), 1);
        if (body.some((frozen) => frozen.asOf > tomorrow)) {
          throw new HttpError(
            400,
            'invalid_request',
            'A forecast cannot be frozen as of a future day.',
          );
        }
        const kept = await keepMovedForecasts(
          sql.kysely,
          writerOf(access.memberOf(req), now, req),
          body,
        );
        res.json({ kept });
      },
    );
}
