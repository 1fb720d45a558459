import { z } from 'zod';
import { apiUrl } from './apiClient';

export type ExportRow = Record<string, string | number>;

const exportAnswerSchema = z.object({
  success: z.literal(true),
  filePath: z.string(),
  rowCount: z.number(),
  filename: z.string(),
});
export type ExportCsvAnswer = z.infer<typeof exportAnswerSchema>;

const errorBodySchema = z.object({ error: z.string().optional(), message: z.string().optional() });

/**
 * A failed export, with the cause in app.md section 8's words. `unreachable` is true when no export
 * service answered at all (network failure, or an HTML page where JSON was expected).
 */
export class ExportFailure extends Error {
  constructor(
    message: string,
    readonly unreachable: boolean,
  ) {
    super(message);
    this.name = 'ExportFailure';
  }
}

export const UNAVAILABLE_MESSAGE = 'Server export service unavailable. Check if server is running.';

/** POST /api/export/csv: the server writes the file and answers where to download it. */
export async function exportCsv(data: ExportRow[], filename: string): Promise<ExportCsvAnswer> {
  if (data.length === 0) throw new ExportFailure('No data to export', false);
  let response: Response;
  try {
    response = await fetch(apiUrl('/export/csv'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ data, filename }),
    });
  } catch {
    throw new ExportFailure(UNAVAILABLE_MESSAGE, true);
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('application/json')) {
    throw new ExportFailure(
      contentType.includes('text/html')
        ? UNAVAILABLE_MESSAGE
        : `Server error: ${response.status} ${response.statusText}`,
      true,
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    const serverText = parsed.success ? (parsed.data.message ?? parsed.data.error) : undefined;
    throw new ExportFailure(
      serverText ?? `Server error: ${response.status} ${response.statusText}`,
      response.status === 404 || response.status >= 502,
    );
  }
  const answer = exportAnswerSchema.safeParse(body);
  if (!answer.success || !answer.data.filePath.startsWith('/api/')) {
    throw new ExportFailure('Failed to export CSV', false);
  }
  return answer.data;
}
