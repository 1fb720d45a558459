import { followFeed } from './followFeed';
import type { FeedFollower } from './followFeed';

/**
 * Listens for the copy's changes made elsewhere until stopped: other tabs of the user (a
 * BroadcastChannel named after the copy), the server's feed, and the browser coming back online
 * (then caught up, and what waits sent). `channel` is the one the tab tells the others on.
 */
export function watchElsewhere(
  channelName: string,
  fromOtherTab: (message: unknown) => void,
  follower: FeedFollower,
): { channel: BroadcastChannel | undefined; stop: () => void } {
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName);
  if (channel) channel.onmessage = (event: MessageEvent) => fromOtherTab(event.data);
  const feed = new AbortController();
  void followFeed(follower, feed.signal);
  const online = () =>
    void follower.sync().then(
      () => follower.send(),
      () => undefined,
    );
  window.addEventListener('online', online);
  return {
    channel,
    stop: () => {
      feed.abort();
      channel?.close();
      window.removeEventListener('online', online);
    },
  };
}
