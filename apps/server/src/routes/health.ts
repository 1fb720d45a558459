import { Router } from 'express';

export type HealthBody = { status: 'ok'; version: string; uptime: number };

export function healthRouter(version: string): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    const body: HealthBody = { status: 'ok', version, uptime: Math.round(process.uptime()) };
    res.json(body);
  });
  return router;
}
