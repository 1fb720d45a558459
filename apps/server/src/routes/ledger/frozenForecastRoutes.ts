import { addDays, frozenForecastSchema } from '@cashline/core';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiRoutes } from '../../http/apiRoutes.js';
import { HttpError } from '../../http/httpError.js';
import { freezeForecast, listFrozenForecasts } from '../../ledger/frozenForecasts.js';
import { writerOf } from '../../ledger/memberAccess.js';
import type { MemberAccess } from '../../ledger/memberAccess.js';
import { orgParams } from './orgParams.js';

const readErrors = { 401: 'Not signed in.', 404: 'Not a member of this organisation.' };

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
    );
}
