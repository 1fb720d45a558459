import type { CustomReportDefinition } from '@cashline/core';
import { useCallback, useState } from 'react';
import { readSavedReports, withSaved, writeSavedReports } from './savedReportsStore';
import type { SavedReport } from './savedReportsStore';

export type SavedReports = {
  reports: SavedReport[];
  /** Saves under `id` (replacing that report) or under a new id; returns the id. Throws when storage refuses. */
  save(definition: CustomReportDefinition, id?: string): string;
  rename(id: string, name: string): void;
  remove(id: string): void;
};

/**
 * The custom reports saved in this browser. A write that fails throws and leaves both the stored
 * list and the shown one as they were.
 */
export function useSavedReports(storage: Storage = localStorage): SavedReports {
  const [reports, setReports] = useState<SavedReport[]>(() => readSavedReports(storage));

  const commit = useCallback(
    (next: SavedReport[]) => {
      writeSavedReports(storage, next);
      setReports(next);
    },
    [storage],
  );

  const save = useCallback(
    (definition: CustomReportDefinition, id?: string) => {
      const key = id ?? crypto.randomUUID();
      commit(withSaved(readSavedReports(storage), key, definition));
      return key;
    },
    [commit, storage],
  );

  const rename = useCallback(
    (id: string, name: string) => {
      const current = readSavedReports(storage);
      const found = current.find((report) => report.id === id);
      if (found) commit(withSaved(current, id, { ...found.definition, name: name.trim() }));
    },
    [commit, storage],
  );

  const remove = useCallback(
    (id: string) => commit(readSavedReports(storage).filter((report) => report.id !== id)),
    [commit, storage],
  );

  return { reports, save, rename, remove };
}
