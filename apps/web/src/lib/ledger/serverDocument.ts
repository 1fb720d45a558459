import type { LedgerDocumentKind } from '@cashline/core';
import { serverLedgerApi } from './serverLedgerApi';

/** A change of a document: applied to its newest value wherever that is kept. */
export type DocumentEdit<T> = (value: T) => T;

/**
 * One of the organisation's ledger documents on the server, shared by the team. Each edit is
 * applied to the newest value: when a teammate saved meanwhile, the document is read again and
 * the edit applied to it, so neither loses a change. Edits are saved in the order they were made.
 */
export function serverDocument<T>(
  orgId: string,
  kind: LedgerDocumentKind,
  parse: (value: unknown) => T,
) {
  const api = serverLedgerApi(orgId);
  let version = 0;
  let current: T | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const load = async (): Promise<T> => {
    const document = await api.document(kind);
    version = document.version;
    current = parse(document.value);
    return current;
  };
  const save = async (edit: DocumentEdit<T>) => {
    const next = edit(current === undefined ? await load() : current);
    version = (await api.saveDocument(kind, version, next)).version;
    current = next;
  };
  return {
    load,
    /** Applies an edit and saves it; rejects when it could not be saved. */
    apply(edit: DocumentEdit<T>): Promise<void> {
      const done = queue.then(() =>
        save(edit).catch(async () => {
          await load();
          await save(edit);
        }),
      );
      queue = done.catch(() => undefined);
      return done;
    },
  };
}

export type ServerDocument<T> = ReturnType<typeof serverDocument<T>>;
