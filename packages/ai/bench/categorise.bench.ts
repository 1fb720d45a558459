// `pnpm bench`: categorises ledgers of 1,000 and 10,000 rows against the local fake gateway over
// real HTTP. The fake stops at max_tokens like a real model and takes LATENCY_MS per call. Beside
// it, in the same run, the one-call categorisation of ai.md section 7 (every row, max_tokens 1000).
// Goal: every row categorised by the AI at both sizes. Last, the worst case for the batches: 10,000
// rows that are all different payees.
import { performance } from 'node:perf_hooks';
import {
  categoriseReply,
  promptTokens,
  slowReply,
  startFakeOpenRouter,
} from '@cashline/fake-openrouter';
import type { FakeOpenRouter, ReceivedRequest } from '@cashline/fake-openrouter';
import {
  AI_CATEGORIES,
  categorizeRows,
  completeForImport,
  createOpenRouterClient,
} from '../src/index.js';
import type { OpenRouterClient } from '../src/index.js';

const KEY = 'sk-or-bench';
const LATENCY_MS = 250;
const MERCHANTS = [
  'Whole Foods Market',
  'Trader Joes',
  'Safeway Grocery',
  'Shell Station',
  'Chevron Fuel',
  'Uber Trip',
  'Lyft Ride',
  'Amazon Marketplace',
  'Target Store',
  'Best Buy',
  'Home Depot',
  'Harbor Properties Rent',
  'City Utilities',
  'Pacific Gas Electric',
  'Comcast Internet',
  'Gusto Payroll',
  'Square Payout',
  'Stripe Transfer',
  'Netflix',
  'Spotify',
  'AMC Theatres',
  'Walgreens Pharmacy',
  'CVS Pharmacy',
  'Kaiser Healthcare',
  'Starbucks Coffee',
  'Chipotle',
  'Sysco Foods',
  'Staples Office',
  'FedEx Shipping',
  'Delta Airlines',
];
const PLACES = [
  'Seattle',
  'Portland',
  'Oakland',
  'Fresno',
  'Denver',
  'Austin',
  'Boston',
  'Miami',
  'Tampa',
  'Reno',
  'Tucson',
  'Dallas',
  'Omaha',
  'Boise',
  'Salem',
  'Eugene',
  'Spokane',
  'Tacoma',
  'Bend',
  'Provo',
];
const PREFIXES = ['POS PURCHASE', 'ACH DEBIT', 'CARD', 'ONLINE'];
const RULES = [
  { contains: 'foods', category: 'Food & Dining' },
  { contains: 'grocery', category: 'Food & Dining' },
  { contains: 'joes', category: 'Food & Dining' },
  { contains: 'coffee', category: 'Food & Dining' },
  { contains: 'chipotle', category: 'Food & Dining' },
  { contains: 'fuel', category: 'Transportation' },
  { contains: 'station', category: 'Transportation' },
  { contains: 'uber', category: 'Transportation' },
  { contains: 'lyft', category: 'Transportation' },
  { contains: 'airlines', category: 'Transportation' },
  { contains: 'amazon', category: 'Shopping' },
  { contains: 'store', category: 'Shopping' },
  { contains: 'rent', category: 'Housing' },
  { contains: 'utilities', category: 'Utilities' },
  { contains: 'payroll', category: 'Income' },
  { contains: 'payout', category: 'Income' },
  { contains: 'netflix', category: 'Entertainment' },
  { contains: 'pharmacy', category: 'Healthcare' },
];

/** A seeded ledger: payees repeat (a few often, most rarely), card numbers and dates vary per row. */
function ledger(rows: number, payees: number): string[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: rows }, () => {
    const payee = Math.floor(payees * next() ** 2);
    const merchant = MERCHANTS[payee % MERCHANTS.length];
    const place = PLACES[Math.floor(payee / MERCHANTS.length) % PLACES.length];
    const prefix = PREFIXES[Math.floor(payee / (MERCHANTS.length * PLACES.length)) % 4];
    const card = 1000 + Math.floor(next() * 9000);
    const day = 1 + Math.floor(next() * 28);
    return `${prefix} ${merchant} ${place} #${card} 03/${String(day).padStart(2, '0')}`;
  });
}

/** The worst case: every row a payee of its own (names in letters, so none normalise together). */
function distinctLedger(rows: number): string[] {
  const name = (n: number) =>
    [17_576, 676, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(n / unit) % 26)));
  return Array.from({ length: rows }, (_, i) => `ACH DEBIT Vendor ${name(i).join('')} #${i}`);
}

function promptTokensOf(requests: readonly ReceivedRequest[]): number {
  return requests.reduce((sum, r) => {
    const body = r.body as { messages: { content: string }[] };
    return sum + promptTokens(body.messages);
  }, 0);
}

type Row = {
  approach: string;
  rows: number;
  distinct: number | string;
  calls: number;
  promptTokens: number;
  promptKb: number;
  byAi: number;
  fellBack: number;
  ms: number;
};

async function batched(fake: FakeOpenRouter, client: OpenRouterClient, values: string[]) {
  fake.requests.length = 0;
  const started = performance.now();
  const { report } = await categorizeRows(values, { client });
  const ms = performance.now() - started;
  return {
    approach: 'batched (200 distinct, 3 in flight)',
    rows: values.length,
    distinct: report.distinct,
    calls: report.calls,
    promptTokens: promptTokensOf(fake.requests),
    promptKb: fake.requests.reduce((sum, r) => sum + r.rawBody.length, 0) / 1024,
    byAi: report.byAi,
    fellBack: report.rows - report.byAi,
    ms,
  } satisfies Row;
}

/** ai.md section 7 as written: every row in one call with max_tokens 1000. */
async function oneCall(fake: FakeOpenRouter, client: OpenRouterClient, values: string[]) {
  fake.requests.length = 0;
  const started = performance.now();
  let byAi = 0;
  try {
    const content = await completeForImport(client, {
      messages: [
        { role: 'system', content: 'You categorise bank transactions.' },
        {
          role: 'user',
          content:
            `Categories: ${JSON.stringify(AI_CATEGORIES)}\n` +
            `Transactions (${values.length}): ${JSON.stringify(values)}\n\n` +
            `Return {"categories": [...]} with exactly ${values.length} entries.`,
        },
      ],
      temperature: 0.1,
      maxTokens: 1000,
    });
    const parsed = JSON.parse(content) as { categories: unknown[] };
    if (parsed.categories.length === values.length) byAi = values.length;
  } catch {
    byAi = 0;
  }
  return {
    approach: 'one call, max_tokens 1000',
    rows: values.length,
    distinct: '-',
    calls: fake.requests.length,
    promptTokens: promptTokensOf(fake.requests),
    promptKb: fake.requests.reduce((sum, r) => sum + r.rawBody.length, 0) / 1024,
    byAi,
    fellBack: values.length - byAi,
    ms: performance.now() - started,
  } satisfies Row;
}

const fake = await startFakeOpenRouter({ apiKey: KEY });
fake.respond(slowReply(LATENCY_MS, categoriseReply(RULES, 'Other')));
const client = createOpenRouterClient({
  fetch: (url, init) => fetch(url, init),
  apiKey: KEY,
  baseUrl: fake.baseUrl,
  model: 'bench/model',
});

const results: Row[] = [];
for (const [rows, payees] of [
  [1_000, 1_200],
  [10_000, 2_400],
] as const) {
  const values = ledger(rows, payees);
  results.push(await oneCall(fake, client, values));
  results.push(await batched(fake, client, values));
}
results.push(await batched(fake, client, distinctLedger(10_000)));
await fake.close();

console.log(
  `AI categorisation against the local fake gateway (${LATENCY_MS} ms a call, stops at max_tokens)`,
);
console.table(
  results.map((r) => ({
    approach: r.approach,
    rows: r.rows,
    'distinct descriptions': r.distinct,
    calls: r.calls,
    'prompt tokens': r.promptTokens,
    'prompt kB': Math.round(r.promptKb),
    'rows by AI': r.byAi,
    'rows fallen back': r.fellBack,
    'time (ms)': Math.round(r.ms),
  })),
);
const failed = results.filter((r) => r.approach.startsWith('batched') && r.fellBack > 0);
if (failed.length > 0) {
  console.error('Goal missed: some rows fell back to keywords.');
  process.exit(1);
}
