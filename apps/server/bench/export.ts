// Times the export route end to end over loopback HTTP: 200,000 transactions posted as JSON, written
// as CSV and as JSON, then downloaded; then the same transactions as the header Export sends them
// (app.md section 9's columns, written by the transactions export rule). Prints figures; asserts
// nothing.
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

const ctx = await createTestContext();
const server = createApp(ctx).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const exportRows = data.map((t) => ({
  Date: t.date,
  Description: t.description,
  Amount: t.amount,
  Category: t.category,
  Balance: t.balance,
}));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const runs = [
  { label: 'all fields', body: JSON.stringify({ data, filename: 'transactions-bench' }) },
  {
    label: 'transactions export columns',
    body: JSON.stringify({ data: exportRows, filename: 'transactions-bench' }),
  },
];

try {
  for (const { label, body } of runs) {
    console.log(`${label}: request body ${ROWS} rows, ${mb(Buffer.byteLength(body))}`);
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
        `  ${format}: export ${(posted - started).toFixed(0)} ms (${answer.rowCount} rows), ` +
          `download ${(downloaded - posted).toFixed(0)} ms (${mb(bytes)}, status ${file.status})`,
      );
    }
  }
} finally {
  server.close();
  await ctx.cleanup();
}
