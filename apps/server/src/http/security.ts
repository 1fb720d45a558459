import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config.js';

/**
 * Security headers for the API and the web app. The browser may talk to this server and to the AI
 * gateway, and load nothing from anywhere else.
 */
export function securityHeaders(config: Config): RequestHandler {
  const gateway = new URL(config.aiGatewayUrl).origin;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", gateway],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Profile photos are previewed locally from data: and blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Chart and component libraries set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'"],
      },
    },
    // Frames are refused by frame-ancestors; X-Frame-Options covers older browsers.
    frameguard: { action: 'deny' },
  });
}

/** Cross-origin calls only from the configured origins; none when the list is empty. */
export function corsPolicy(config: Config): RequestHandler {
  return cors({
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Accept'],
    maxAge: 600,
  });
}
