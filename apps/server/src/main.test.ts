import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Exit = { code: number | null; output: string };

/** Starts the real entry point (src/main.ts through tsx) in a fresh data directory. */
function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-main-'));
  dirs.push(dataDir);
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
  });
}

/**
 * Runs the server until it exits, or until its output holds `until` (then stops it), and gives
 * what it printed; a server that does neither is killed after 50 s (tsx compiles the entry point
 * first, which takes far longer than usual on a busy machine).
 */
function runServer(env: Record<string, string>, until?: string): Promise<Exit> {
  const child = startServer(env);
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (until !== undefined && output.includes(until)) child.kill('SIGTERM');
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function takenPort(): Promise<net.Server> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return blocker;
}

describe('the server process', () => {
  it('on a busy port says so in one line, never that it listens, and exits 1', async () => {
    const blocker = await takenPort();
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const { code, output } = await runServer({ PORT: String(port) });
      expect(code).toBe(1);
      expect(output).not.toContain('listening');
      // Compared whole, so that a failure shows every line the server printed.
      expect(output.trim().split('\n')).toEqual([
        expect.stringContaining(`port ${port} on 127.0.0.1 is already in use`),
      ]);
      expect(output).not.toMatch(/\bat .*\.[jt]s:\d+/);
    } finally {
      blocker.close();
    }
  });

  it('gives the stack of a start-up failure at debug level only', async () => {
    const blocker = await takenPort();
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const { code, output } = await runServer({ PORT: String(port), LOG_LEVEL: 'debug' });
      expect(code).toBe(1);
      expect(output).toContain('already in use');
      expect(output).toContain('"stack":"Error: listen EADDRINUSE');
      expect(output).toMatch(/\bat .*node:net/);
    } finally {
      blocker.close();
    }
  });

  it('refuses an out-of-range setting before listening, naming it and its range', async () => {
    const { code, output } = await runServer({ PORT: '0', RATE_LIMIT_WINDOW_MINUTES: '40000' });
    expect(code).toBe(1);
    expect(output).toBe(
      'Invalid configuration:\n  RATE_LIMIT_WINDOW_MINUTES: must be a whole number from 1 to 1440\n',
    );
  });

  it("refuses an operator's legal page it cannot publish, naming the file, before listening", async () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-content-'));
    dirs.push(content);
    fs.mkdirSync(path.join(content, 'legal'));
    fs.writeFileSync(path.join(content, 'legal', 'privacy.md'), '');
    const { code, output } = await runServer({ PORT: '0', CONTENT_DIR: content });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      expect.stringContaining(`${path.join(content, 'legal', 'privacy.md')}: is empty`),
    ]);
    expect(output).not.toContain('listening');
  });

  it('says in one line that an unusable data directory stops it', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-file-')), 'plain-file');
    dirs.push(path.dirname(file));
    fs.writeFileSync(file, 'not a directory');
    const { code, output } = await runServer({ PORT: '0', DATA_DIR: file });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      expect.stringContaining('cannot use the data directory'),
    ]);
    expect(output).not.toContain('listening');
  });

  it('tells the operator, once it listens, which QuickBooks settings are missing', async () => {
    const { output } = await runServer({ PORT: '0', QBO_CLIENT_ID: 'only-this' }, 'restart it');
    const lines = output.trim().split('\n');
    expect(lines[0]).toContain('Cashline listening');
    expect(lines[1]).toContain(
      'Set QBO_CLIENT_SECRET, QBO_REDIRECT_URI, TOKEN_ENCRYPTION_KEY and restart it.',
    );
  });
});
