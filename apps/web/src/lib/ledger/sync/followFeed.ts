import type { ChangesPage } from '../serverLedgerApi';

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

/** The page of changes a held request was answered with, and the position it was asked from. */
export type HeardPage = { since: number; page: ChangesPage };

/** What following the feed does with the copy: bring it up to date, and send what waits. */
export type FeedFollower = {
  /** Catches the copy up, starting with the changes the feed just answered when there are some. */
  sync(heard?: HeardPage): Promise<void>;
  send(): void;
  /** The feed position the copy is current as of. */
  seq(): Promise<number>;
  /**
   * Answers the changes after `since` once the server's feed has one, or after `waitMs` (a long
   * poll): the answer carries the changes, so they need not be asked for again.
   */
  waitForChange(since: number, waitMs: number, signal: AbortSignal): Promise<ChangesPage>;
};

/**
 * Follows the feed until `stop` aborts: catch up, send what waits, then wait for the server to say
 * there is more, and catch up from what it said. Offline or signed out for a moment, it asks
 * again a little later.
 */
export async function followFeed(follower: FeedFollower, stop: AbortSignal): Promise<void> {
  let heard: HeardPage | undefined;
  while (!stop.aborted) {
    try {
      await follower.sync(heard);
      heard = undefined;
      follower.send();
      const since = await follower.seq();
      heard = { since, page: await follower.waitForChange(since, WAIT_MS, stop) };
    } catch {
      heard = undefined;
      await pause(RETRY_MS, stop);
    }
  }
}
