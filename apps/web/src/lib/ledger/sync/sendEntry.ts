import { ApiError } from '../../api/apiClient';
import { CHUNK } from '../serverLedgerApi';
import type { SaveProgress } from '../ledgerBackend';
import type { ServerLedgerApi } from '../serverLedgerApi';
import type { LedgerCopy } from './ledgerCopyDb';
import type { OutboxEntry, Settings } from './outbox';

/** A refusal the server will repeat however often the change is sent (4xx but 408 and 429). */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** Words for the user when the server refused a change: the server's own reason when it gave one. */
export function refusalMessage(error: ApiError): string {
  const body = error.body;
  const said =
    typeof body === 'object' && body !== null && 'message' in body
      ? String((body as { message: unknown }).message)
      : `${error.status} ${error.statusText}`;
  return `Your change was not saved (${said.replace(/\.$/, '')}). It has been undone here.`;
}

/** Words for the user when their edit replaced what another member had changed since. */
export function overwrittenMessage(
  overwritten: Record<string, string[]>,
  copy: LedgerCopy,
): string | undefined {
  const parts = Object.entries(overwritten)
    .filter(([, fields]) => fields.length > 0)
    .map(([id, fields]) => `${copy.rows.get(id)?.description ?? id} (${fields.join(', ')})`);
  if (parts.length === 0) return undefined;
  return `Your edit replaced changes another member made meanwhile to: ${parts.join('; ')}.`;
}

/**
 * Sends one outbox entry and records in the copy what the server answered (versions, import
 * ids). Answers the fields the edit wrote over another member's change, by transaction id.
 */
export async function sendEntry(
  api: ServerLedgerApi,
  entry: OutboxEntry,
  copy: LedgerCopy,
  onProgress?: SaveProgress,
): Promise<Record<string, string[]>> {
  const overwritten: Record<string, string[]> = {};
  const { key } = entry;
  if (entry.kind === 'batch') {
    const longest = Math.max(entry.create.length, entry.edit.length, entry.delete.length);
    for (let start = 0; start < longest; start += CHUNK) {
      const chunkKey = key === undefined ? undefined : `${key}.${start / CHUNK}`;
      const result = await api.batch(
        {
          create: entry.create.slice(start, start + CHUNK),
          edit: entry.edit.slice(start, start + CHUNK),
          delete: entry.delete.slice(start, start + CHUNK),
        },
        chunkKey,
      );
      for (const row of result.edited) copy.rows.set(row.id, row);
      Object.assign(overwritten, result.overwritten);
    }
  } else if (entry.kind === 'import') {
    const committed = await api.importAll(
      entry.batch.fileName,
      entry.transactions,
      onProgress,
      key,
    );
    copy.serverImportIds[entry.batch.id] = committed.id;
  } else if (entry.kind === 'undo-import') {
    await api.undoImport(copy.serverImportIds[entry.importId] ?? entry.importId, key);
  } else if (entry.kind === 'account-create') {
    const created = await api.createAccount(entry.account, key);
    copy.accounts = copy.accounts.map((a) => (a.id === created.id ? created : a));
  } else if (entry.kind === 'account-edit') {
    const edited = await api.editAccount(entry.id, entry.baseVersion, entry.changes, key);
    copy.accounts = copy.accounts.map((a) => (a.id === edited.id ? edited : a));
  } else {
    const saved = await saveSettings(api, entry.baseVersion, entry.value, key);
    copy.settings = { ...copy.settings, version: saved.version };
  }
  return overwritten;
}

/** The version of the document a 409 answer says is current, if it says one. */
function currentVersion(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const current: unknown = (error.body as { current?: unknown } | null)?.current;
  const version: unknown = (current as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
}

/**
 * Saves the settings; when someone saved them since, this later save wins (as row edits do): it
 * is sent again on top of the version the server answered with.
 */
async function saveSettings(
  api: ServerLedgerApi,
  baseVersion: number,
  value: Settings,
  key: string | undefined,
) {
  // A save on another version is another request: it needs a key of its own.
  const keyOn = (version: number) => (key === undefined ? undefined : `${key}.v${version}`);
  try {
    return await api.saveDocument('settings', baseVersion, value, keyOn(baseVersion));
  } catch (error) {
    const version = currentVersion(error);
    if (version === undefined) throw error;
    return api.saveDocument('settings', version, value, keyOn(version));
  }
}
