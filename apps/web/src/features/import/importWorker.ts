/// <reference lib="webworker" />
import { CsvImportSession } from './csvImportSession';
import type { WorkerReply, WorkerRequest } from './importWorkerProtocol';
import { parsedFileBuffers } from './packedParsedFile';

/** Reading and parsing a CSV happen here, so a large file never freezes the page. */
const session = new CsvImportSession();
const scope = self as unknown as DedicatedWorkerGlobalScope;

function reply(message: WorkerReply, transfer: Transferable[] = []) {
  scope.postMessage(message, transfer);
}

async function answer(request: WorkerRequest) {
  try {
    const parsed =
      request.type === 'load'
        ? await session.load(request, (fraction) =>
            reply({ type: 'progress', id: request.id, fraction }),
          )
        : session.parse(request.choices, request.wantRows, request.rules);
    reply({ type: 'parsed', id: request.id, parsed }, parsedFileBuffers(parsed));
  } catch (error) {
    reply({
      type: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/** One request at a time: a parse sent while the file is still being read waits for it. */
let queue = Promise.resolve();
scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  queue = queue.then(() => answer(request));
};
