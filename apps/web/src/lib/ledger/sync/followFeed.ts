/** How long the server may hold a request for the next change (it answers as soon as there is one). */
const WAIT_MS = 20_000;
/** After the server could not be reached, how long before asking again. */
const RETRY_MS = 4000;

const pause = (ms: number, abort: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      abort.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    abort.addEventListener('abort', done);
  });

/** What following the feed does with the copy: bring it up to date, and send what waits. */
export type FeedFollower = {
  sync(): Promise<void>;
  send(): void;
  /** The feed position the copy is current as of. */
  seq(): Promise<number>;
  /** Resolves when the server's feed is past `since`, or after `waitMs` (a long poll). */
  waitForChange(since: number, waitMs: number, signal: AbortSignal): Promise<unknown>;
};

/**
 * Follows the feed until `stop` aborts: catch up, send what waits, then wait for the server to say
 * there is more. Offline or signed out for a moment, it asks again a little later.
 */
export async function followFeed(follower: FeedFollower, stop: AbortSignal): Promise<void> {
  while (!stop.aborted) {
    try {
      await follower.sync();
      follower.send();
      await follower.waitForChange(await follower.seq(), WAIT_MS, stop);
    } catch {
      await pause(RETRY_MS, stop);
    }
  }
}
