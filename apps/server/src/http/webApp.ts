import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Router } from 'express';

/**
 * Serves the built single-page app: its static files, and index.html for any other GET that
 * asks for HTML, so deep links to client routes work. Returns undefined when no build exists.
 */
export function webAppRouter(webDist: string): Router | undefined {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const router = express.Router();
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; everything else is revalidated so users get new code.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  router.get('/{*splat}', (req, res, next) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
