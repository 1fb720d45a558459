import type { Request, Response } from 'express';
import type { BookChanges, ChangedEntity } from '../changes/bookChanges.js';
import { LEDGER_ENTITY_NAMES } from '../seed/ledger.js';
import type { LedgerEntityName } from '../seed/ledger.js';
import { intuitTime, validationFault } from './faults.js';

/** How far back Intuit keeps changes. */
const LOOK_BACK_MS = 30 * 24 * 3600_000;
/** The most objects one CDC answer carries, across every entity asked for. */
export const CDC_MAX_OBJECTS = 1000;

const isLedgerEntity = (name: string): name is LedgerEntityName =>
  (LEDGER_ENTITY_NAMES as readonly string[]).includes(name);

/**
 * `GET /v3/company/:realmId/cdc?entities=A,B&changedSince=<date-time>`: the full record of every
 * entity changed since then, deletions as `status: "Deleted"`, one QueryResponse per entity asked
 * for, at most 1000 objects in all (the oldest changes first), in Intuit's CDCResponse envelope.
 */
export function cdcRoute(changes: BookChanges, now: () => number) {
  return (req: Request, res: Response): void => {
    const fault = (detail: string) =>
      res
        .status(400)
        .json(validationFault(now(), { code: '2030', message: 'Invalid query', detail }));
    const entities = typeof req.query.entities === 'string' ? req.query.entities.split(',') : [];
    const since = typeof req.query.changedSince === 'string' ? req.query.changedSince : '';
    const sinceMs = Date.parse(since);
    if (entities.length === 0 || entities.some((name) => name.trim() === '')) {
      fault('entities is required: a comma-separated list of entity names');
      return;
    }
    if (Number.isNaN(sinceMs)) {
      fault(`changedSince is not a date-time: ${since.slice(0, 40)}`);
      return;
    }
    if (sinceMs < now() - LOOK_BACK_MS) {
      fault('changedSince must be within the last 30 days');
      return;
    }
    let room = CDC_MAX_OBJECTS;
    const responses = entities.map((raw) => {
      const name = raw.trim();
      const changed: ChangedEntity[] = isLedgerEntity(name)
        ? changes.changedSince(name, sinceMs)
        : [];
      const kept = changed.slice(0, room);
      room -= kept.length;
      return kept.length === 0
        ? {}
        : { [name]: kept, startPosition: 1, maxResults: kept.length, totalCount: kept.length };
    });
    res.json({ CDCResponse: [{ QueryResponse: responses }], time: intuitTime(now()) });
  };
}
