import { QueryEngine } from './queryEngine';
import type { QueryAnswer, QueryRequest } from './queryProtocol';

type Query = Extract<QueryRequest, { type: 'query' }>;

/**
 * Runs the query engine for one page (in the worker, or on the page where there are no workers):
 * ledger data is taken in as it comes, and a query is answered once the list it names is all
 * here. Queries wait a turn first, so that of several typed quickly only the last is answered.
 */
export function queryHost(reply: (answer: QueryAnswer) => void): (request: QueryRequest) => void {
  const engine = new QueryEngine();
  let pending: Query | undefined;
  let scheduled = false;

  function answerPending() {
    scheduled = false;
    if (!pending || !engine.ready(pending.version)) return;
    const answer = engine.receive(pending);
    pending = undefined;
    if (answer) reply(answer);
  }

  return (request) => {
    if (request.type === 'query') pending = request;
    else engine.receive(request);
    if (pending && !scheduled) {
      scheduled = true;
      setTimeout(answerPending, 0);
    }
  };
}
