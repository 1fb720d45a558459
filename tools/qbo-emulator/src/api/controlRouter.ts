import express from 'express';
import type { Router } from 'express';
import type { BookChanges } from '../changes/bookChanges.js';
import type { ChangeableEntityName } from '../seed/entity.js';
import { LEDGER_ENTITY_NAMES } from '../seed/ledger.js';

const CHANGEABLE: readonly string[] = [...LEDGER_ENTITY_NAMES, 'Invoice', 'Bill'];
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

type ChangeRequest =
  | { op: 'add'; entity: ChangeableEntityName; fields: Record<string, unknown> }
  | { op: 'edit'; entity: ChangeableEntityName; id: string; fields: Record<string, unknown> }
  | { op: 'remove'; entity: ChangeableEntityName; id: string };

/** The change in a control request's body, or undefined when it is not one. */
function readChange(body: unknown): ChangeRequest | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { op, entity, id, fields = {} } = body as Record<string, unknown>;
  if (typeof entity !== 'string' || !CHANGEABLE.includes(entity)) return undefined;
  const name = entity as ChangeableEntityName;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const values = fields as Record<string, unknown>;
  if (op === 'add') return { op, entity: name, fields: values };
  if (typeof id !== 'string') return undefined;
  if (op === 'edit') return { op, entity: name, id, fields: values };
  return op === 'remove' ? { op, entity: name, id } : undefined;
}

/**
 * `/__emulator/...`: the test controls for a test running the emulator out of process (e2e):
 * script faults (`POST faults` with `{status?: 429, retryAfter?, delayMs?, times?}`, `DELETE
 * faults`), read the request counts (`GET stats`), and change the books as a QuickBooks user would
 * (`POST changes` with `{op: 'add' | 'edit' | 'remove', entity, id?, fields?}`). Not part of
 * Intuit's API.
 */
export function controlRouter(
  faults: FaultScript,
  stats: AccountingStats,
  changes: BookChanges,
): Router {
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
  router.post('/__emulator/changes', express.json(), (req, res) => {
    const change = readChange(req.body);
    if (!change) {
      res.status(400).json({ error: 'expected {op: add | edit | remove, entity, id?, fields?}' });
      return;
    }
    try {
      if (change.op === 'remove') {
        changes.remove(change.entity, change.id);
        res.json({ ok: true });
        return;
      }
      const entity =
        change.op === 'add'
          ? changes.add(change.entity, change.fields)
          : changes.edit(change.entity, change.id, change.fields);
      res.json({ ok: true, entity });
    } catch (error) {
      res.status(404).json({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  router.get('/__emulator/stats', (_req, res) => {
    res.json(stats);
  });
  return router;
}
