import express from 'express';
import type { Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { apiNotFound, errorHandler } from './http/errorHandler.js';
import { webAppRouter } from './http/webApp.js';
import { healthRouter } from './routes/health.js';

export type AppOptions = {
  logger: Logger;
  version: string;
  /** Directory of the built web app; served when it holds an index.html. */
  webDist?: string;
};

/** Builds the Express app without listening, so tests drive it through supertest. */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(
    pinoHttp({
      logger: options.logger,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    }),
  );

  const api = express.Router();
  api.use('/health', healthRouter(options.version));
  api.use(apiNotFound);
  app.use('/api', api);

  const web = options.webDist ? webAppRouter(options.webDist) : undefined;
  if (web) app.use(web);

  app.use(errorHandler(options.logger));
  return app;
}
