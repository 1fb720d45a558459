// Starts the built server (dist/main.js) as a child process on a free loopback port.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export type RunningServer = {
  base: string;
  pid: number;
  /** Current and peak resident memory of the whole process (all threads), in bytes. */
  memory(): { rss: number; peak: number };
  stop(): Promise<void>;
};

function statusField(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const main = path.join(serverDir, 'dist/main.js');
  if (!fs.existsSync(main)) throw new Error('build the server first (pnpm build)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-bench-'));
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 20 s')), 20_000);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /"port":(\d+).*Cashline listening/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  // Keep draining the request log so the pipe never blocks the server.
  child.stdout!.resume();
  const pid = child.pid!;
  return {
    base: `http://127.0.0.1:${port}`,
    pid,
    memory: () => ({ rss: statusField(pid, 'VmRSS'), peak: statusField(pid, 'VmHWM') }),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
