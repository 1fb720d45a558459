import type { ExistingTransaction, Transaction } from '@cashline/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';
import { localToday } from '../../lib/dates/localToday';
import { useSettings } from '../../lib/settings/useSettings';
import { useLedgerActions } from '../../lib/transactions/useLedger';
import { withComputedSources } from './computedColumns';
import type { ComputedColumns } from './computedColumns';
import type { ParseChoices } from './csvImportSession';
import type { ReadingOfFile } from './ImportChoices';
import { importErrorMessage, isImportableFile } from './importMessages';
import { useCsvParser } from './useCsvParser';

/**
 * The stored rows a file is checked against for duplicates, made when a file is read: kept as a
 * memo, every change to the ledger (an import's million rows among them) would make them again.
 */
function existingOf(transactions: readonly Transaction[]): ExistingTransaction[] {
  return transactions.map(({ id, date, amount, description, bankId }) =>
    bankId === undefined
      ? { id, date, amount, description }
      : { id, date, amount, description, bankId },
  );
}

/**
 * The file on the import page and how it is read: the user's choices, whether the AI gets its raw
 * rows, and the reading the worker sends back, read again when a choice or the user's rules change.
 */
export function useImportReading() {
  // The stored rows are read when a file is, not kept: the import page shows none of them.
  const { readTransactions } = useLedgerActions();
  const parser = useCsvParser();
  const [useAi, setUseAi] = useState(false);
  const [choices, setChoices] = useState<ParseChoices>({});
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  /** The columns AI transformations wrote into the file being previewed, if it is such a file. */
  const [computed, setComputed] = useState<ComputedColumns | null>(null);

  const state = parser.state;
  const parsed =
    state.status === 'ready'
      ? state.parsed
      : state.status === 'parsing'
        ? (state.previous ?? null)
        : null;
  const summary = parsed?.result.ok ? parsed.result.value : null;
  // The worker categorises the rows with the user's rules, so the preview shows what Import will
  // save; the sources of categories an AI transformation wrote are told here.
  const { rules } = useCategorisation();
  const ruledSummary = useMemo(
    () => summary && withComputedSources(summary, computed),
    [summary, computed],
  );
  const { settings } = useSettings();
  const { bankCategories } = settings.import;
  const importCount = summary
    ? summary.transactions.count + (includeDuplicates ? summary.duplicates.transactions.count : 0)
    : 0;
  const parseError =
    state.status === 'failed'
      ? importErrorMessage(state.message)
      : parsed && !parsed.result.ok
        ? importErrorMessage(parsed.result.error.message)
        : null;
  const working = state.status === 'reading' || state.status === 'parsing';
  const failedReading = parsed && !parsed.result.ok ? parsed.result.error : null;

  // The last reading of this file that worked: when a changed choice makes the file unreadable
  // (say, the date column set to not mapped), the choices stay on screen to be put right.
  const [lastReading, setLastReading] = useState<ReadingOfFile | null>(null);
  if (summary && summary !== lastReading) setLastReading(summary);
  // A failed reading that found the header offers its columns, even on the file's first reading.
  const failedChoices: ReadingOfFile | null = failedReading?.reading
    ? { ...lastReading, ...failedReading.reading }
    : lastReading;

  const { reparse } = parser;
  // Rules changed while a file is shown (they load after the page, or are edited elsewhere): the
  // worker reads it again with them.
  const sentRules = useRef(rules);
  const hasFile =
    state.status === 'reading' || state.status === 'parsing' || state.status === 'ready';
  useEffect(() => {
    if (sentRules.current === rules) return;
    sentRules.current = rules;
    if (hasFile) reparse(choices, useAi, rules);
  }, [rules, hasFile, reparse, choices, useAi]);
  const changeChoices = useCallback(
    (next: ParseChoices) => {
      setChoices(next);
      reparse(next, useAi);
    },
    [reparse, useAi],
  );

  /** Forgets what was chosen for the file shown, before another is read. */
  function forget(nextComputed: ComputedColumns | null) {
    setComputed(nextComputed);
    setChoices({});
    setLastReading(null);
    setIncludeDuplicates(false);
  }

  // A file is read once the stored rows are: with the rules and bank categories as they are then,
  // since rules that arrive meanwhile find no file shown to read again.
  const latest = useRef({ rules, bankCategories });
  useEffect(() => {
    latest.current = { rules, bankCategories };
  }, [rules, bankCategories]);

  function read(file: File, wantRows: boolean, computedColumns?: readonly string[]) {
    void readTransactions().then((stored) => {
      const now = latest.current;
      sentRules.current = now.rules;
      parser.load(
        file,
        existingOf(stored),
        localToday(),
        wantRows,
        computedColumns,
        now.bankCategories,
        now.rules,
      );
    });
  }

  /** Reads the file the user chose; false, with nothing read, when it is not a file we import. */
  function chooseFile(file: File): boolean {
    forget(null);
    if (!isImportableFile(file)) {
      parser.reset();
      return false;
    }
    read(file, useAi);
    return true;
  }

  /** Reads the rows an AI transformation made, as a file of their own with the columns it wrote. */
  function readTransformed(file: File, columns: ComputedColumns) {
    forget(columns);
    read(file, false, columns.names);
  }

  function chooseAi(on: boolean) {
    setUseAi(on);
    // The AI works on the file's raw rows, which are only read when asked for.
    if (on && parsed && !parsed.rows) parser.reparse(choices, true);
  }

  return {
    state,
    parsed,
    summary,
    /** The summary with the sources of categories an AI transformation wrote. */
    ruledSummary,
    rules,
    useAi,
    chooseAi,
    choices,
    changeChoices,
    includeDuplicates,
    setIncludeDuplicates,
    importCount,
    parseError,
    working,
    failedReading,
    failedChoices,
    chooseFile,
    readTransformed,
    release: parser.release,
  };
}
