import { mapColumns as mapColumnsWithAi } from '@cashline/ai';
import type { TransformationResult } from '@cashline/ai';
import {
  checkBalanceContinuityOfColumns,
  dailyTotals,
  descriptionCategoriser,
  statementColumns,
  toCsv,
} from '@cashline/core';
import type { ExistingTransaction, PackedTransactions, Transaction } from '@cashline/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { localToday } from '../../lib/dates/localToday';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';
import { useLedgerActions, useLedgerRows } from '../../lib/transactions/useLedger';
import { AiImportHelpers } from './AiImportHelpers';
import { ImportHeader } from './ImportHeader';
import type { ParseChoices } from './csvImportSession';
import type { ReadingOfFile } from './ImportChoices';
import { ImportFailedReading } from './ImportFailedReading';
import { ImportFormatHelp } from './ImportFormatHelp';
import { ImportSource } from './ImportSource';
import {
  countOf,
  importErrorMessage,
  isImportableFile,
  messageTone,
  REDIRECT_DELAY_MS,
  UNSUPPORTED_FILE,
} from './importMessages';
import { ImportPreview } from './ImportPreview';
import { ContinuityNotes } from './ContinuityNotes';
import { OpeningBalanceNote } from './OpeningBalanceNote';
import { computedColumnsOf, withComputedSources } from './computedColumns';
import type { ComputedColumns } from './computedColumns';
import { ImportAccountSection } from './ImportAccountSection';
import { ImportButton } from './ImportButton';
import { useCardSigns } from './useCardSigns';
import { useAiMappingReview } from './useAiMappingReview';
import { useImportAccount } from './useImportAccount';
import { useSettings } from '../../lib/settings/useSettings';
import { useCsvParser } from './useCsvParser';
import { useBrowserAiClient } from '../../lib/ai/useBrowserAiClient';

function plural(count: number): string {
  return countOf(count, 'transaction', 'transactions');
}

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

/** The import page's file, choices, preview and Import button, for someone who may edit. */
export function ImportWorkspace() {
  const navigate = useNavigate();
  const { transactions, status: storeStatus } = useLedgerRows();
  const { importTransactions } = useLedgerActions();
  const parser = useCsvParser();
  const aiClient = useBrowserAiClient();
  const [useAi, setUseAi] = useState(false);
  const [choices, setChoices] = useState<ParseChoices>({});
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  const [importing, setImporting] = useState(false);
  /** Rows sent to the server so far, when the ledger is kept there. */
  const [sent, setSent] = useState<{ rows: number; of: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  /** The columns AI transformations wrote into the file being previewed, if it is such a file. */
  const [computed, setComputed] = useState<ComputedColumns | null>(null);

  // app.md section 4: after a successful import the dashboard opens 2 seconds later.
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => void navigate(paths.dashboard.path), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

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
  const account = useImportAccount(summary);
  const { settings } = useSettings();
  const { currency } = settings.preferences;
  const { bankCategories } = settings.import;
  // Every row read, new and already imported alike, in file order: the statement's checks read it.
  const fileRows = useMemo(() => (summary ? statementColumns(summary) : null), [summary]);
  const continuity = useMemo(
    () => (fileRows ? checkBalanceContinuityOfColumns(fileRows) : null),
    [fileRows],
  );
  // The AI batch gets only the rows the rules leave (rules come before the AI).
  const presetCategory = useMemo(() => {
    const categorise = descriptionCategoriser(rules);
    return (value: unknown) => (typeof value === 'string' ? categorise(value) : undefined);
  }, [rules]);
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
  const mappingReview = useAiMappingReview(summary, changeChoices);
  const signs = useCardSigns({
    summary,
    isCard: account.accountKind === 'credit card',
    layoutKey: account.layoutKey,
    remembered: account.rememberedSigns,
    choices,
    onChoices: changeChoices,
  });

  function chooseFile(file: File) {
    mappingReview.clear();
    setComputed(null);
    setMessage(null);
    setChoices({});
    setLastReading(null);
    setIncludeDuplicates(false);
    if (!isImportableFile(file)) {
      parser.reset();
      setMessage(importErrorMessage(UNSUPPORTED_FILE));
      return;
    }
    sentRules.current = rules;
    parser.load(
      file,
      existingOf(transactions),
      localToday(),
      useAi,
      undefined,
      bankCategories,
      rules,
    );
  }

  /** Imports the packed rows: the store makes them into its rows, once. */
  async function save(lists: PackedTransactions[], fileName: string, success: string) {
    setImporting(true);
    setMessage(null);
    try {
      const days = dailyTotals(...lists);
      const target = await account.target(days[0]?.date ?? localToday(), days);
      // The preview has all it shows: the worker's copy of the file goes before the rows are made.
      parser.release();
      const batch = await importTransactions(
        lists,
        fileName,
        signs.convention === undefined ? target : { ...target, cardSigns: signs.convention },
        (rows, of) => setSent({ rows, of }),
      );
      const linked = batch.transfersLinked ?? 0;
      setMessage(
        linked > 0
          ? `${success} Linked ${linked} ${linked === 1 ? 'transfer' : 'transfers'} between your accounts.`
          : success,
      );
      setDone(true);
    } catch (error) {
      setMessage(importErrorMessage(error instanceof Error ? error.message : String(error)));
    } finally {
      setImporting(false);
      setSent(null);
    }
  }

  function importPreviewed() {
    if (!ruledSummary || !parsed) return;
    const lists = includeDuplicates
      ? [ruledSummary.transactions, ruledSummary.duplicates.transactions]
      : [ruledSummary.transactions];
    const count = lists.reduce((sum, list) => sum + list.count, 0);
    if (count === 0) {
      setMessage(importErrorMessage('Every row of this file is already imported'));
      return;
    }
    const skipped = includeDuplicates ? 0 : ruledSummary.duplicates.transactions.count;
    void save(
      lists,
      parsed.fileName,
      mappingReview.review?.aiFailed
        ? `Successfully imported ${count} transactions (AI mapping failed, used fallback).`
        : `Successfully imported ${plural(count)} from ${parsed.fileName}.${skipped > 0 ? ` Skipped ${plural(skipped)} already imported.` : ''}`,
    );
  }

  /**
   * The transformed rows are read as a file of their own and shown in the same preview as a plain
   * import, with the AI's column mapping under review (decisions.md); nothing is saved until the
   * user presses Import.
   */
  async function reviewTransformed(result: TransformationResult) {
    if (!parsed) return;
    setImporting(true);
    const headers = Object.keys(result.transformedData[0] ?? {});
    const ai = await mapColumnsWithAi(headers, { client: aiClient });
    setImporting(false);
    setMessage(null);
    setChoices({});
    setLastReading(null);
    setIncludeDuplicates(false);
    setComputed(computedColumnsOf(result, parsed.fileName));
    const text = toCsv(result.transformedData);
    sentRules.current = rules;
    parser.load(
      new File([text], parsed.fileName, { type: 'text/csv' }),
      existingOf(transactions),
      localToday(),
      false,
      result.newColumns,
      bankCategories,
      rules,
    );
    mappingReview.awaitReading(ai);
  }

  const shownMessage = message ?? parseError;

  return (
    <section className="page import-page">
      <ImportHeader />

      <div className="import-layout">
        <ImportSource
          state={state}
          fileName={
            state.status === 'idle'
              ? null
              : (parsed?.fileName ?? ('fileName' in state ? state.fileName : null))
          }
          disabled={working || importing || done}
          onFile={chooseFile}
          ai={{
            configured: aiClient.isConfigured,
            on: useAi,
            disabled: working || importing,
            onChange: (on) => {
              setUseAi(on);
              // The AI works on the file's raw rows, which are only read when asked for.
              if (on && parsed && !parsed.rows) parser.reparse(choices, true);
            },
          }}
        />
        <ImportFormatHelp />
      </div>

      {storeStatus === 'loading' && <p role="status">Loading your transactions...</p>}
      {shownMessage && <Notice tone={messageTone(shownMessage)}>{shownMessage}</Notice>}

      {failedReading && (
        <ImportFailedReading
          fileName={parsed?.fileName}
          failure={failedReading}
          reading={failedChoices}
          choices={choices}
          onChoices={changeChoices}
          busy={importing}
        />
      )}

      {summary && parsed && (
        <>
          {mappingReview.review && (
            <Notice tone={mappingReview.review.tone}>
              {mappingReview.review.notes.map((note) => (
                <p key={note}>{note}</p>
              ))}
            </Notice>
          )}
          <ImportAccountSection
            account={account}
            signs={signs}
            busy={importing || done}
            reading={working}
          />
          <ContinuityNotes check={continuity} currency={currency} />
          {fileRows && (
            <OpeningBalanceNote
              summary={summary}
              rows={fileRows}
              continuity={continuity}
              choice={account.choice}
            />
          )}
          <ImportPreview
            fileName={parsed.fileName}
            encoding={parsed.encoding}
            summary={ruledSummary ?? summary}
            choices={choices}
            onChoices={changeChoices}
            includeDuplicates={includeDuplicates}
            onIncludeDuplicates={setIncludeDuplicates}
            busy={importing || done}
          />
          <ImportButton
            count={importCount}
            importing={importing}
            sent={sent}
            disabled={done || working}
            onImport={importPreviewed}
          />
          {useAi && aiClient.isConfigured && parsed.rows && !mappingReview.reviewing && (
            <AiImportHelpers
              client={aiClient}
              fileName={parsed.fileName}
              summary={summary}
              rows={parsed.rows}
              busy={importing || done}
              onUseMapping={(mapping) => changeChoices({ ...choices, mapping })}
              onImport={reviewTransformed}
              presetCategory={presetCategory}
            />
          )}
        </>
      )}
    </section>
  );
}
