function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The server's own words for a refused save (a viewer's role, an id taken), when it gave some. */
function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const body = (error as { body: unknown }).body;
  return typeof body === 'object' && body !== null && 'message' in body
    ? String((body as { message: unknown }).message)
    : undefined;
}

export function describeWriteError(error: unknown): string {
  if (errorName(error) === 'QuotaExceededError') {
    return "Your changes could not be saved: this browser's storage for Cashline is full. Your previous data has been kept.";
  }
  const reason = serverMessage(error) ?? errorMessage(error);
  return `Your changes could not be saved (${reason}). Your previous data has been kept.`;
}

export function rejectedNote(count: number): string {
  return `${count} stored transaction${count === 1 ? '' : 's'} could not be read and ${count === 1 ? 'was' : 'were'} left out.`;
}
