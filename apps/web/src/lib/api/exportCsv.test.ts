import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportCsv, ExportFailure } from './exportCsv';

const rows = [{ Date: '2024-03-01', Description: 'Rent', Amount: -900, Category: 'Rent' }];

function answer(status: number, body: string, contentType: string, statusText = '') {
  const fetchMock = vi.fn(
    async () =>
      new Response(body, { status, statusText, headers: { 'Content-Type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(): Promise<ExportFailure> {
  const error: unknown = await exportCsv(rows, 'transactions-2024-03-31.csv').catch((e) => e);
  if (!(error instanceof ExportFailure)) throw new Error('expected an ExportFailure');
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('exportCsv (app.md sections 7 and 8)', () => {
  it('posts {data, filename} and returns where the server put the file', async () => {
    const fetchMock = answer(
      200,
      JSON.stringify({
        success: true,
        filePath: '/api/export/files/abc.csv',
        rowCount: 1,
        filename: 'transactions-2024-03-31.csv',
      }),
      'application/json',
    );
    await expect(exportCsv(rows, 'transactions-2024-03-31.csv')).resolves.toEqual({
      success: true,
      filePath: '/api/export/files/abc.csv',
      rowCount: 1,
      filename: 'transactions-2024-03-31.csv',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/export/csv');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      data: rows,
      filename: 'transactions-2024-03-31.csv',
    });
  });

  it("says 'No data to export' without calling the server", async () => {
    const fetchMock = answer(200, '{}', 'application/json');
    const error: unknown = await exportCsv([], 'x.csv').catch((e) => e);
    expect(error).toBeInstanceOf(ExportFailure);
    expect((error as ExportFailure).message).toBe('No data to export');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls an HTML answer an unavailable export service', async () => {
    answer(200, '<!doctype html><html></html>', 'text/html; charset=utf-8');
    const error = await failure();
    expect(error.message).toBe('Server export service unavailable. Check if server is running.');
    expect(error.unreachable).toBe(true);
  });

  it('calls a network failure an unavailable export service', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure();
    expect(error.message).toBe('Server export service unavailable. Check if server is running.');
    expect(error.unreachable).toBe(true);
  });

  it("gives 'Server error: {status} {statusText}' for an answer that is neither JSON nor HTML", async () => {
    answer(500, 'boom', 'text/plain', 'Internal Server Error');
    expect((await failure()).message).toBe('Server error: 500 Internal Server Error');
  });

  it("passes on the server's error text when it refuses", async () => {
    answer(
      413,
      JSON.stringify({ success: false, error: 'payload_too_large', message: 'Too many rows' }),
      'application/json',
      'Payload Too Large',
    );
    const error = await failure();
    expect(error.message).toBe('Too many rows');
    expect(error.unreachable).toBe(false);
  });

  it("says 'Failed to export CSV' when a success answer is not the expected shape", async () => {
    answer(
      200,
      JSON.stringify({ success: true, filePath: 'https://elsewhere.example/x.csv' }),
      'application/json',
    );
    expect((await failure()).message).toBe('Failed to export CSV');
  });
});
