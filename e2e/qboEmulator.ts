/**
 * Scripts the Intuit emulator the e2e server pulls from (see playwright.config.ts). Its faults hit
 * the next accounting requests of any connection, so only tests that run one at a time (those of
 * quickbooks.spec.ts, the only spec that pulls) may script them.
 */
function emulatorUrl(path: string): string {
  const port = process.env.E2E_QBO_PORT;
  if (!port) throw new Error('E2E_QBO_PORT is not set: run through playwright.config.ts');
  return `http://127.0.0.1:${port}/__emulator/${path}`;
}

export type QboFault = { status?: 429; retryAfter?: string; delayMs?: number; times?: number };

/** The next `times` (default 1) requests to Intuit's API meet `fault`. */
export async function scriptQboFault(fault: QboFault): Promise<void> {
  const res = await fetch(emulatorUrl('faults'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!res.ok) throw new Error(`The emulator refused the fault: ${res.status}`);
}

export async function clearQboFaults(): Promise<void> {
  await fetch(emulatorUrl('faults'), { method: 'DELETE' });
}

/**
 * Adds to the emulator's books as a QuickBooks user would (`POST /__emulator/changes`). The books
 * are shared by every spec and every run against this emulator: a test adding to them measures
 * what its own addition does rather than counting everything.
 */
export async function changeQboBooks(change: {
  op: 'add';
  entity: 'Invoice' | 'Bill';
  fields: Record<string, unknown>;
}): Promise<void> {
  const res = await fetch(emulatorUrl('changes'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!res.ok) throw new Error(`The emulator refused the change: ${res.status}`);
}
