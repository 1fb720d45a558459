import { z } from 'zod';
import type { AppContext } from '../context.js';
import { isDatabaseUsable } from '../db/sqlDatabase.js';
import { ApiRoutes } from '../http/apiRoutes.js';

const healthBodySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  uptime: z.number().describe('Seconds since the server started.'),
  database: z.enum(['ok', 'unavailable']),
});

export type HealthBody = z.infer<typeof healthBodySchema>;

export function healthRoutes({ sql, version, logger }: AppContext): ApiRoutes {
  return new ApiRoutes().get(
    '/',
    {
      summary: 'Liveness and readiness: version, uptime and a database check',
      responses: {
        200: { description: 'The server and its database work.', schema: healthBodySchema },
        503: { description: 'The database cannot be used.', schema: healthBodySchema },
      },
    },
    async (_input, _req, res) => {
      const databaseOk = await isDatabaseUsable(sql);
      if (!databaseOk) logger.warn('health check: the database is unusable');
      const body: HealthBody = {
        status: databaseOk ? 'ok' : 'unavailable',
        version,
        uptime: Math.round(process.uptime()),
        database: databaseOk ? 'ok' : 'unavailable',
      };
      res.status(databaseOk ? 200 : 503).json(body);
    },
  );
}
