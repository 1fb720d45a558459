import express from 'express';
import type { Router } from 'express';
import type { AccountingStats } from './accountingRouter.js';
import type { FaultScript, ScriptedFault } from './scriptedFaults.js';

/** The fault in a control request's body, or undefined when it is not one. */
function readFault(body: unknown): { fault: ScriptedFault; times: number } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { status, retryAfter, delayMs, times = 1 } = body as Record<string, unknown>;
  if (status !== undefined && status !== 429) return undefined;
  if (retryAfter !== undefined && typeof retryAfter !== 'string') return undefined;
  if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0)) return undefined;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return undefined;
  return {
    fault: {
      ...(status === 429 ? { status } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
      ...(delayMs !== undefined ? { delayMs } : {}),
    },
    times,
  };
}

/**
 * `/__emulator/...`: the test controls for a test running the emulator out of process (e2e):
 * script faults (`POST faults` with `{status?: 429, retryAfter?, delayMs?, times?}`, `DELETE
 * faults`) and read the request counts (`GET stats`). Not part of Intuit's API.
 */
export function controlRouter(faults: FaultScript, stats: AccountingStats): Router {
  const router = express.Router();
  router.post('/__emulator/faults', express.json(), (req, res) => {
    const scripted = readFault(req.body);
    if (!scripted) {
      res.status(400).json({ error: 'expected {status?: 429, retryAfter?, delayMs?, times?}' });
      return;
    }
    faults.add(scripted.fault, scripted.times);
    res.json({ ok: true });
  });
  router.delete('/__emulator/faults', (_req, res) => {
    faults.clear();
    res.json({ ok: true });
  });
  router.get('/__emulator/stats', (_req, res) => {
    res.json(stats);
  });
  return router;
}
