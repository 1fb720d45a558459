/// <reference lib="webworker" />
import { buffersOf } from './queryProtocol';
import type { QueryAnswer, QueryRequest } from './queryProtocol';
import { queryHost } from './queryHost';

/** The transactions page's search, filters and sort run here, off the page's thread. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const receive = queryHost((answer: QueryAnswer) => scope.postMessage(answer, buffersOf(answer)));

scope.onmessage = (event: MessageEvent<QueryRequest>) => receive(event.data);
