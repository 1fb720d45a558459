import { Notice } from '../../components/ui/Notice';
import { useBrowserAiClient } from '../../lib/ai/useBrowserAiClient';
import { useSettings } from '../../lib/settings/useSettings';
import { useLedger } from '../../lib/transactions/useLedger';
import { AiImportHelpers } from './AiImportHelpers';
import { ContinuityNotes } from './ContinuityNotes';
import { ImportAccountSection } from './ImportAccountSection';
import { ImportButton } from './ImportButton';
import { ImportFailedReading } from './ImportFailedReading';
import { ImportFormatHelp } from './ImportFormatHelp';
import { ImportHeader } from './ImportHeader';
import { importErrorMessage, messageTone, UNSUPPORTED_FILE } from './importMessages';
import { ImportPreview } from './ImportPreview';
import { ImportSource } from './ImportSource';
import { OpeningBalanceNote } from './OpeningBalanceNote';
import { useAiMappingReview } from './useAiMappingReview';
import { useCardSigns } from './useCardSigns';
import { useImportAccount } from './useImportAccount';
import { useImportReading } from './useImportReading';
import { useImportSave } from './useImportSave';
import { useStatementRows } from './useStatementRows';
import { useTransformedReview } from './useTransformedReview';

/** The import page's file, choices, preview and Import button, for someone who may edit. */
export function ImportWorkspace() {
  const { status: storeStatus } = useLedger();
  const aiClient = useBrowserAiClient();
  const reading = useImportReading();
  const { state, parsed, summary, choices, changeChoices, working, failedReading } = reading;
  const account = useImportAccount(summary);
  const { settings } = useSettings();
  const { currency } = settings.preferences;
  const { fileRows, continuity } = useStatementRows(summary);
  const mappingReview = useAiMappingReview(summary, changeChoices);
  const signs = useCardSigns({
    summary,
    isCard: account.accountKind === 'credit card',
    layoutKey: account.layoutKey,
    remembered: account.rememberedSigns,
    choices,
    onChoices: changeChoices,
  });
  const saving = useImportSave({
    summary: reading.ruledSummary,
    fileName: parsed?.fileName,
    includeDuplicates: reading.includeDuplicates,
    target: account.target,
    cardSigns: signs.convention,
    release: reading.release,
    aiFailed: mappingReview.review?.aiFailed === true,
  });
  const { importing, done } = saving;
  const transformed = useTransformedReview({
    client: aiClient,
    fileName: parsed?.fileName,
    rules: reading.rules,
    setBusy: saving.setImporting,
    setMessage: saving.setMessage,
    readTransformed: reading.readTransformed,
    awaitReading: mappingReview.awaitReading,
  });

  function chooseFile(file: File) {
    mappingReview.clear();
    const read = reading.chooseFile(file);
    saving.setMessage(read ? null : importErrorMessage(UNSUPPORTED_FILE));
  }

  const shownMessage = saving.message ?? reading.parseError;

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
            on: reading.useAi,
            disabled: working || importing,
            onChange: reading.chooseAi,
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
          reading={reading.failedChoices}
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
            summary={reading.ruledSummary ?? summary}
            choices={choices}
            onChoices={changeChoices}
            includeDuplicates={reading.includeDuplicates}
            onIncludeDuplicates={reading.setIncludeDuplicates}
            busy={importing || done}
          />
          <ImportButton
            count={reading.importCount}
            importing={importing}
            sent={saving.sent}
            disabled={done || working}
            onImport={saving.importPreviewed}
          />
          {reading.useAi && aiClient.isConfigured && parsed.rows && !mappingReview.reviewing && (
            <AiImportHelpers
              client={aiClient}
              fileName={parsed.fileName}
              summary={summary}
              rows={parsed.rows}
              busy={importing || done}
              onUseMapping={(mapping) => changeChoices({ ...choices, mapping })}
              onImport={transformed.reviewTransformed}
              presetCategory={transformed.presetCategory}
            />
          )}
        </>
      )}
    </section>
  );
}
