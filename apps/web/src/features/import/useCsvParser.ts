import type { BankCategoryTable, ExistingTransaction, Rule } from '@cashline/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CsvImportSession } from './csvImportSession';
import type { LoadRequest, ParseChoices, ParsedFile } from './csvImportSession';
import type { WorkerReply, WorkerRequest } from './importWorkerProtocol';

export type ParserState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string; fraction: number }
  /** `previous` is the reading being redone, kept on screen until the new one arrives. */
  | { status: 'parsing'; fileName: string; previous?: ParsedFile }
  | { status: 'ready'; parsed: ParsedFile }
  | { status: 'failed'; fileName: string; message: string };

type Runner = {
  send: (request: WorkerRequest) => void;
  close: () => void;
};

/**
 * A Web Worker running the session; where workers do not exist (tests in jsdom), the same session
 * runs on the page instead, its readings packed as the worker's are.
 */
function startRunner(onReply: (reply: WorkerReply) => void): Runner {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => onReply(event.data);
    return { send: (request) => worker.postMessage(request), close: () => worker.terminate() };
  }
  const session = new CsvImportSession();
  let queue: Promise<unknown> = Promise.resolve();
  const answer = async (request: WorkerRequest) => {
    try {
      const parsed =
        request.type === 'load'
          ? await session.load(request, (fraction) =>
              onReply({ type: 'progress', id: request.id, fraction }),
            )
          : session.parse(request.choices, request.wantRows, request.rules);
      onReply({ type: 'parsed', id: request.id, parsed });
    } catch (error) {
      onReply({
        type: 'failed',
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return {
    // One request at a time, as in the worker.
    send: (request) => {
      queue = queue.then(() => answer(request));
    },
    close: () => undefined,
  };
}

/** Reads and parses CSV files off the page's thread, reporting progress; stale answers are dropped. */
export function useCsvParser() {
  const [state, setState] = useState<ParserState>({ status: 'idle' });
  const runner = useRef<Runner | null>(null);
  const latest = useRef(0);
  const fileName = useRef('');
  /** The file's reading, kept to read it again once the worker that held it was let go. */
  const loaded = useRef<LoadRequest | null>(null);
  const released = useRef(false);

  const onReply = useCallback((reply: WorkerReply) => {
    if (reply.id !== latest.current) return;
    if (reply.type === 'progress') {
      setState({
        status: reply.fraction >= 1 ? 'parsing' : 'reading',
        fileName: fileName.current,
        fraction: reply.fraction,
      });
    } else if (reply.type === 'parsed') {
      setState({ status: 'ready', parsed: reply.parsed });
    } else {
      setState({ status: 'failed', fileName: fileName.current, message: reply.message });
    }
  }, []);

  /** False once the page has gone: a read asked for just before it starts no worker. */
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      runner.current?.close();
      runner.current = null;
    };
  }, []);

  const send = useCallback(
    (request: WorkerRequest) => {
      if (!mounted.current) return;
      runner.current ??= startRunner(onReply);
      runner.current.send(request);
    },
    [onReply],
  );

  const load = useCallback(
    (
      file: File,
      existing: readonly ExistingTransaction[],
      today: string,
      wantRows: boolean,
      computedColumns?: readonly string[],
      bankCategories?: BankCategoryTable,
      rules?: readonly Rule[],
    ) => {
      latest.current += 1;
      fileName.current = file.name;
      setState({ status: 'reading', fileName: file.name, fraction: 0 });
      loaded.current = { file, existing, today, wantRows, computedColumns, bankCategories, rules };
      released.current = false;
      send({ type: 'load', id: latest.current, ...loaded.current });
    },
    [send],
  );

  const reparse = useCallback(
    (choices: ParseChoices, wantRows: boolean, rules?: readonly Rule[]) => {
      latest.current += 1;
      setState((current) => ({
        status: 'parsing',
        fileName: fileName.current,
        previous:
          current.status === 'ready'
            ? current.parsed
            : current.status === 'parsing'
              ? current.previous
              : undefined,
      }));
      if (loaded.current && rules) loaded.current = { ...loaded.current, rules };
      const request = loaded.current;
      // A worker let go holds no file: the new one reads it again, with the choices.
      if (released.current && request) {
        released.current = false;
        send({ type: 'load', id: latest.current, ...request, wantRows, choices });
      } else {
        send({ type: 'parse', id: latest.current, choices, wantRows, ...(rules ? { rules } : {}) });
      }
    },
    [send],
  );

  /**
   * Lets go of the worker and all it holds (the file's text, what its parse left), keeping the
   * reading shown: an import needs only the packed rows the page has. A later choice reads the
   * file again.
   */
  const release = useCallback(() => {
    runner.current?.close();
    runner.current = null;
    released.current = true;
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, load, reparse, reset, release };
}
