import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 30_000;

/** A real server process (the entry point, src/main.ts) listening on a loopback port. */
export type ServerProcess = {
  url: string;
  /** Everything it printed so far, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
};

function listeningPort(output: string): number | undefined {
  const line = output.split('\n').find((text) => text.includes('Cashline listening'));
  const port = line ? /"port":(\d+)/.exec(line)?.[1] : undefined;
  return port === undefined ? undefined : Number(port);
}

function stopChild(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the server with `env` (on a free port unless PORT is given) and resolves once it logs
 * that it listens; rejects with its output if it exits or does not listen in time.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  const stop = () => stopChild(child);
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`${why}; it printed:\n${output}`)));
    };
    const timer = setTimeout(() => fail('the server did not listen in time'), START_TIMEOUT_MS);
    const onExit = (code: number | null) => fail(`the server exited (${code}) before listening`);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = listeningPort(output);
      if (port === undefined) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ url: `http://127.0.0.1:${port}`, output: () => output, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', onExit);
  });
}
