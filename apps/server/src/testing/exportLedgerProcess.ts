import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export type ExportLedgerRun = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `npm run export-ledger -- <orgId>` as an operator would (its source, through tsx), with
 * only PATH and `env` set: DATA_DIR and DATABASE_URL say which database it reads.
 */
export function runExportLedger(
  orgId: string,
  env: Record<string, string>,
): Promise<ExportLedgerRun> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/ledger/exportLedgerCli.ts', orgId],
    { cwd: serverDir, env: { PATH: process.env.PATH ?? '', ...env } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}
