// Times the export route end to end over loopback HTTP: 200,000 transactions posted as JSON, written
// as CSV and as JSON, then downloaded. Prints figures; asserts nothing.
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app.js';
import { createTestContext } from '../src/testing/testContext.js';

const ROWS = 200_000;

const data = Array.from({ length: ROWS }, (_, i) => ({
  id: `imported-statement-row-${i}`,
  date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  description: i % 50 === 0 ? '=SUM(A1:A9) suspicious' : `POS purchase, store #${i % 977}`,
  amount: i % 3 === 0 ? 1250.5 : -((i % 1000) + 0.99),
  type: i % 3 === 0 ? 'inflow' : 'outflow',
  category: ['Sales', 'Rent', 'Payroll', 'Food Supplies'][i % 4] ?? 'Other',
  balance: 100_000 + i,
}));

const ctx = createTestContext();
const server = createApp(ctx).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const body = JSON.stringify({ data, filename: 'transactions-bench' });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`request body: ${ROWS} rows, ${mb(Buffer.byteLength(body))}`);

try {
  for (const format of ['csv', 'json'] as const) {
    const started = performance.now();
    const res = await fetch(`${base}/api/export/${format}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    const answer = (await res.json()) as { filePath: string; rowCount: number };
    const posted = performance.now();
    if (!res.ok) throw new Error(`export failed: ${res.status} ${JSON.stringify(answer)}`);
    const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
    const file = await fetch(`${base}${answer.filePath}`, { headers: { Cookie: cookie } });
    const bytes = (await file.arrayBuffer()).byteLength;
    const downloaded = performance.now();
    console.log(
      `${format}: export ${(posted - started).toFixed(0)} ms (${answer.rowCount} rows), ` +
        `download ${(downloaded - posted).toFixed(0)} ms (${mb(bytes)}, status ${file.status})`,
    );
  }
} finally {
  server.close();
  ctx.cleanup();
}
