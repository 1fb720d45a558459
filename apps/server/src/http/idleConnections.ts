import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s by default, while
 * nginx in front of the replicas keeps its idle upstream connections 60 s and browsers and HTTP
 * clients reuse theirs for longer too: a request sent on a connection at the moment Node closes it
 * fails (ECONNRESET, or a 502 from nginx, which does not retry a write on another connection).
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Keeps idle connections longer than the proxy and clients in front of the server do. */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Counted from a request's start: above the idle time, so a reused connection's next request is
  // never cut off while its headers arrive.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
