// Prints how long importStatement takes on a generated 100,000-entry camt.053 and a 100,000-
// transaction OFX 1.x file (issue 26: under 3 s each, under 500 MB). Run with
// `pnpm --filter @cashline/core bench`, which builds first: the built code is timed, from the
// file's bytes (decoding included). Times are the best of RUNS, CPU time of this process and wall
// clock. Memory is measured in a child process that does nothing else: it reads the file, collects
// garbage, notes its resident memory, imports, and reports its peak resident memory (the kernel's
// maxrss) less that baseline.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { importStatement } from '../dist/index.js';

const ENTRIES = 100_000;
const RUNS = 3;
const GOAL_MS = 3000;
const GOAL_MEMORY_MB = 500;
const MEASURE_MEMORY = '--measure-memory';

const NAMES = [
  'Müller Gastronomie GmbH',
  'Stadtwerke München',
  'SYSCO CORPORATION',
  'Anna Schmidt',
];

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** The i-th day of 2024 as YYYY-MM-DD (30-day months are enough for a benchmark). */
function dayOf(i: number): string {
  return `2024-${pad2(1 + (Math.floor(i / 400) % 12))}-${pad2(1 + (Math.floor(i / 14) % 28))}`;
}

function amountOf(i: number): number {
  return ((i * 7919) % 250000) + 1;
}

function camt(entries: number): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">\n<BkToCstmrStmt>\n<GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2024-12-31T21:00:00</CreDtTm></GrpHdr>\n<Stmt>\n<Id>1</Id>\n<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>\n',
  ];
  let total = 0;
  const body: string[] = [];
  for (let i = 0; i < entries; i++) {
    const cents = amountOf(i);
    const credit = i % 3 === 0;
    total += credit ? cents : -cents;
    const party = credit ? 'Dbtr' : 'Cdtr';
    body.push(
      `<Ntry>\n<Amt Ccy="EUR">${(cents / 100).toFixed(2)}</Amt>\n<CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>\n<Sts>BOOK</Sts>\n<BookgDt><Dt>${dayOf(i)}</Dt></BookgDt>\n<ValDt><Dt>${dayOf(i)}</Dt></ValDt>\n<AcctSvcrRef>REF${i}</AcctSvcrRef>\n<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>\n<NtryDtls><TxDtls>\n<Refs><EndToEndId>E2E${i}</EndToEndId></Refs>\n<RltdPties><${party}><Nm>${NAMES[i % NAMES.length]}</Nm></${party}><${party}Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></${party}Acct></RltdPties>\n<RmtInf><Ustrd>Rechnung ${i} vom ${dayOf(i)}</Ustrd></RmtInf>\n</TxDtls></NtryDtls>\n</Ntry>\n`,
    );
  }
  const balance = (code: string, cents: number, date: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${(Math.abs(cents) / 100).toFixed(2)}</Amt><CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>\n`;
  const opening = 100_000_000;
  parts.push(
    balance('OPBD', opening, '2024-01-01'),
    balance('CLBD', opening + total, '2024-12-31'),
  );
  return [...parts, ...body, '</Stmt>\n</BkToCstmrStmt>\n</Document>\n'].join('');
}

function ofx(transactions: number): string {
  const parts = [
    'OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n<OFX>\r\n<BANKMSGSRSV1>\r\n<STMTTRNRS>\r\n<TRNUID>1\r\n<STMTRS>\r\n<CURDEF>USD\r\n<BANKACCTFROM>\r\n<BANKID>021000021\r\n<ACCTID>000123456789\r\n<ACCTTYPE>CHECKING\r\n</BANKACCTFROM>\r\n<BANKTRANLIST>\r\n<DTSTART>20240101\r\n<DTEND>20241231\r\n',
  ];
  for (let i = 0; i < transactions; i++) {
    const cents = amountOf(i);
    const credit = i % 3 === 0;
    parts.push(
      `<STMTTRN>\r\n<TRNTYPE>${credit ? 'CREDIT' : 'DEBIT'}\r\n<DTPOSTED>${dayOf(i).replace(/-/g, '')}120000[-5:EST]\r\n<TRNAMT>${credit ? '' : '-'}${(cents / 100).toFixed(2)}\r\n<FITID>${20240000000 + i}\r\n<NAME>${NAMES[i % NAMES.length]}\r\n<MEMO>POS PURCHASE ${i}\r\n</STMTTRN>\r\n`,
    );
  }
  parts.push(
    '</BANKTRANLIST>\r\n<LEDGERBAL>\r\n<BALAMT>12480.22\r\n<DTASOF>20241231\r\n</LEDGERBAL>\r\n</STMTRS>\r\n</STMTTRNRS>\r\n</BANKMSGSRSV1>\r\n</OFX>\r\n',
  );
  return parts.join('');
}

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function importBytes(bytes: Uint8Array, fileName: string): number {
  const { result } = importStatement({ bytes }, { fileName, today: '2024-12-31' });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.transactions.length;
}

type MemoryReport = { growthMb: number; kept: number };

/** In the child: import the file at `file` and report the peak growth of resident memory. */
function measureMemory(file: string): MemoryReport {
  const bytes = new Uint8Array(fs.readFileSync(file));
  collectGarbage();
  const baseline = process.memoryUsage().rss;
  const kept = importBytes(bytes, path.basename(file));
  const peak = process.resourceUsage().maxRSS * 1024;
  return { growthMb: Math.max(0, peak - baseline) / 1e6, kept };
}

function memoryOf(bytes: Uint8Array, name: string): MemoryReport {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-bench-')), name);
  fs.writeFileSync(file, bytes);
  try {
    const output = execFileSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), MEASURE_MEMORY, file],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    return JSON.parse(output) as MemoryReport;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

if (process.argv[2] === MEASURE_MEMORY) {
  process.stdout.write(JSON.stringify(measureMemory(process.argv[3]!)));
  process.exit(0);
}

const encoder = new TextEncoder();
const files = [
  { label: 'camt.053', name: 'bench.xml', bytes: encoder.encode(camt(ENTRIES)) },
  { label: 'OFX 1.x SGML', name: 'bench.ofx', bytes: encoder.encode(ofx(ENTRIES)) },
];
importBytes(encoder.encode(camt(5000)), 'warm-up.xml');
importBytes(encoder.encode(ofx(5000)), 'warm-up.ofx');

let failed = false;
const rows = files.map(({ label, name, bytes }) => {
  let cpuMs = Number.POSITIVE_INFINITY;
  let wallMs = Number.POSITIVE_INFINITY;
  let kept = 0;
  for (let i = 0; i < RUNS; i++) {
    collectGarbage();
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    kept = importBytes(bytes, name);
    wallMs = Math.min(wallMs, performance.now() - wallStart);
    const cpu = process.cpuUsage(cpuStart);
    cpuMs = Math.min(cpuMs, (cpu.user + cpu.system) / 1000);
  }
  const memory = memoryOf(bytes, name);
  const ok = cpuMs < GOAL_MS && memory.growthMb < GOAL_MEMORY_MB && kept === ENTRIES;
  if (!ok) failed = true;
  return {
    file: label,
    'size (MB)': (bytes.length / 1e6).toFixed(1),
    transactions: kept.toLocaleString('en-US'),
    'CPU (ms)': Math.round(cpuMs).toLocaleString('en-US'),
    'wall (ms)': Math.round(wallMs).toLocaleString('en-US'),
    'memory (MB)': Math.round(memory.growthMb).toLocaleString('en-US'),
    [`goal < ${GOAL_MS} ms, < ${GOAL_MEMORY_MB} MB`]: ok ? 'met' : 'MISSED',
  };
});
console.table(rows);
if (failed) process.exit(1);
