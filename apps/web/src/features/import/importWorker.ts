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

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    const parsed =
      request.type === 'load'
        ? await session.load(request, (fraction) =>
            reply({ type: 'progress', id: request.id, fraction }),
          )
        : session.parse(request.choices, request.wantRows);
    reply({ type: 'parsed', id: request.id, parsed }, parsedFileBuffers(parsed));
  } catch (error) {
    reply({
      type: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
