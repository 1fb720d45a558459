import { intuitTime } from '../api/faults.js';
import type { ChangeableEntityName, QboEntity } from '../seed/entity.js';

/** What CDC answers for a deleted record: its id, `status: "Deleted"` and when it went. */
export type DeletedEntity = {
  Id: string;
  domain: 'QBO';
  status: 'Deleted';
  MetaData: { LastUpdatedTime: string };
};

export type ChangedEntity = QboEntity | DeletedEntity;

export type BookChanges = {
  /** Records a new transaction of `name`, stamped now; answers it with its new id. */
  add(name: ChangeableEntityName, fields: Record<string, unknown>): QboEntity;
  /** Changes fields of a record, as a user's edit in QuickBooks does (SyncToken + 1). */
  edit(name: ChangeableEntityName, id: string, fields: Record<string, unknown>): QboEntity;
  /** Deletes a record; CDC reports it as deleted from then on. */
  remove(name: ChangeableEntityName, id: string): void;
  /** Every record of `name` changed or deleted after `sinceMs`, oldest change first. */
  changedSince(name: ChangeableEntityName, sinceMs: number): ChangedEntity[];
};

const updatedAt = (entity: ChangedEntity): number => {
  const meta = entity.MetaData as { LastUpdatedTime?: string } | undefined;
  return meta?.LastUpdatedTime ? Date.parse(meta.LastUpdatedTime) : 0;
};

/**
 * Edits made in QuickBooks after the books were seeded, for change data capture: the seeded
 * tables are changed in place (the query endpoint sees the edits too) and deletions are kept
 * as tombstones. Ids continue after the seed's highest.
 */
export function createBookChanges(
  tables: Record<ChangeableEntityName, QboEntity[]>,
  now: () => number,
): BookChanges {
  const deleted = new Map<ChangeableEntityName, DeletedEntity[]>();
  let nextId =
    Math.max(0, ...Object.values(tables).flatMap((rows) => rows.map((row) => Number(row.Id)))) + 1;

  const find = (name: ChangeableEntityName, id: string): number => {
    const index = tables[name].findIndex((row) => row.Id === id);
    if (index < 0) throw new Error(`no ${name} with Id ${id}`);
    return index;
  };

  return {
    add(name, fields) {
      const stamp = intuitTime(now());
      const entity: QboEntity = {
        domain: 'QBO',
        sparse: false,
        SyncToken: '0',
        CurrencyRef: { value: 'USD', name: 'United States Dollar' },
        ...fields,
        Id: String(nextId++),
        MetaData: { CreateTime: stamp, LastUpdatedTime: stamp },
      };
      tables[name].push(entity);
      return entity;
    },
    edit(name, id, fields) {
      const index = find(name, id);
      const current = tables[name][index] as QboEntity;
      const meta = current.MetaData as Record<string, unknown>;
      const edited: QboEntity = {
        ...current,
        ...fields,
        Id: id,
        SyncToken: String(Number(current.SyncToken ?? 0) + 1),
        MetaData: { ...meta, LastUpdatedTime: intuitTime(now()) },
      };
      tables[name][index] = edited;
      return edited;
    },
    remove(name, id) {
      tables[name].splice(find(name, id), 1);
      const list = deleted.get(name) ?? [];
      list.push({
        Id: id,
        domain: 'QBO',
        status: 'Deleted',
        MetaData: { LastUpdatedTime: intuitTime(now()) },
      });
      deleted.set(name, list);
    },
    changedSince(name, sinceMs) {
      return [...tables[name], ...(deleted.get(name) ?? [])]
        .filter((entity) => updatedAt(entity) > sinceMs)
        .sort((a, b) => updatedAt(a) - updatedAt(b));
    },
  };
}
