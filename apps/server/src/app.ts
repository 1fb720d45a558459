import cookieParser from 'cookie-parser';
import express from 'express';
import type { Express } from 'express';
import { pinoHttp } from 'pino-http';
import { authBodyLimit } from './auth/authBodyLimit.js';
import { SIGN_IN_AND_OUT_PATHS, authHandler } from './auth/authHandler.js';
import { signInBackoff } from './auth/signInBackoff.js';
import { sameOriginWrites } from './auth/sameOriginWrites.js';
import type { AppContext } from './context.js';
import { Api } from './http/api.js';
import { compressedResponses } from './http/compressedResponses.js';
import { apiNotFound, errorHandler } from './http/errorHandler.js';
import { loggedPath } from './http/loggedPath.js';
import { corsPolicy, securityHeaders } from './http/security.js';
import { rotateSessionOnSuccess, sessionMiddleware } from './http/sessions.js';
import { webAppRouter } from './http/webApp.js';
import { aiRoutes } from './routes/ai.js';
import { ledgerAccess } from './auth/ledgerAccess.js';
import { mountLedgerRoutes } from './routes/ledger/ledgerRoutes.js';
import { contactRoutes } from './routes/contact.js';
import { contentRoutes } from './routes/content.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { exportRoutes } from './routes/export.js';
import { healthRoutes } from './routes/health.js';
import { notificationRoutes, UNSUBSCRIBE_PATH } from './routes/notifications.js';
import { meRoutes } from './routes/me.js';
import { openApiRoutes } from './routes/openapi.js';
import { quickbooksRoutes } from './routes/quickbooks.js';
import { uploadRoutes } from './routes/upload.js';

export type AppOptions = {
  /** Directory of the built web app; served when it holds an index.html. */
  webDist?: string;
};

/** Builds the Express app without listening, so tests drive it through supertest. */
export function createApp(ctx: AppContext, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // A hop count, never `true`: only the configured proxies may speak for the client's address.
  app.set('trust proxy', ctx.config.trustProxyHops);
  app.use(
    pinoHttp({
      logger: ctx.logger,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      serializers: {
        req: ({
          query: _query,
          params: _params,
          ...req
        }: {
          url?: string;
          query?: unknown;
          params?: unknown;
        }) => ({
          ...req,
          url: loggedPath(req.url),
        }),
        // What failed, not a stack trace.
        err: (err: Error) => ({ type: err.name, message: err.message }),
      },
    }),
  );
  app.use(securityHeaders(ctx.config));
  app.use(compressedResponses());

  // Served only over HTTPS: the anonymous session cookie is always Secure.
  const secureOnly = ctx.config.publicUrl?.startsWith('https:') ?? false;
  const api = new Api('/api');
  api.mount('/health', healthRoutes(ctx));
  api.mount('/contact', contactRoutes(ctx));
  api.mount('/newsletter', newsletterRoutes(ctx));
  api.mount('/content', contentRoutes(ctx));
  api.mount('/ai', aiRoutes(ctx));
  api.mount('/export', exportRoutes(ctx));
  api.mount('/quickbooks', quickbooksRoutes(ctx));
  api.mount('/upload', uploadRoutes(ctx));
  api.mount('/me', meRoutes(ctx));
  api.mount('/notifications', notificationRoutes(ctx));
  mountLedgerRoutes(api, ctx, ledgerAccess(ctx.auth, ctx.sql.kysely));
  api.mount('/openapi.json', openApiRoutes(api, ctx));
  // better-auth checks Origin itself too; its body is read here, within a limit, as it reads none.
  app.all(
    '/api/auth/{*rest}',
    corsPolicy(ctx.config),
    sameOriginWrites(ctx.config),
    ...authBodyLimit(),
    signInBackoff(ctx.config, ctx.sql, ctx.logger),
    cookieParser(ctx.sessionSecret),
    rotateSessionOnSuccess(SIGN_IN_AND_OUT_PATHS, { alwaysSecure: secureOnly }),
    authHandler(ctx.auth),
  );
  app.use(
    '/api',
    corsPolicy(ctx.config),
    sameOriginWrites(ctx.config, { signedLinks: [UNSUBSCRIBE_PATH] }),
    cookieParser(ctx.sessionSecret),
    sessionMiddleware({ alwaysSecure: secureOnly }),
    api.router,
    apiNotFound,
  );

  const web = options.webDist ? webAppRouter(options.webDist) : undefined;
  if (web) app.use(web);

  app.use(errorHandler(ctx.logger));
  return app;
}
