const CHANNEL_NAME = 'cashline-transactions';

/**
 * Tells other tabs of the same browser that the stored transactions changed, and calls `onChange`
 * when another tab says so. Undefined where the browser has no BroadcastChannel.
 */
export function openTransactionChannel(onChange: () => void) {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === 'changed') onChange();
  };
  return {
    announce: () => channel.postMessage('changed'),
    close: () => channel.close(),
  };
}
