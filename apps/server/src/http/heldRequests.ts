/**
 * Counts the requests held open (long polls) per key on this server, so that one user or address
 * cannot hold hundreds at once. `hold` answers a release, or undefined when any key is at its cap.
 */
export function heldRequests() {
  const held = new Map<string, number>();
  return {
    hold(keys: readonly { key: string; cap: number }[]): (() => void) | undefined {
      if (keys.some(({ key, cap }) => (held.get(key) ?? 0) >= cap)) return undefined;
      for (const { key } of keys) held.set(key, (held.get(key) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const { key } of keys) {
          const left = (held.get(key) ?? 1) - 1;
          if (left === 0) held.delete(key);
          else held.set(key, left);
        }
      };
    },
  };
}
