/** An export already stored, as the quotas see it. */
export type StoredExport = {
  name: string;
  sessionId: string;
  clientAddress: string;
  sizeBytes: number;
};

export type QuotaLimits = { sessionBytes: number; addressBytes: number };

export type EvictionPlan =
  { ok: true; evicted: string[]; freedBytes: number } | { ok: false; reason: 'over_quota' };

/**
 * Which stored exports go so a new one fits its owner's quotas: first the same session's oldest, then
 * the same address's oldest (whichever session made them), so a client that opens session after
 * session only ever evicts what came from its own address. `stored` is the candidates of that
 * session and address, oldest first. Refused when the new export alone is larger than either quota.
 */
export function planEviction(
  stored: StoredExport[],
  incoming: { sessionId: string; clientAddress: string; sizeBytes: number },
  limits: QuotaLimits,
): EvictionPlan {
  if (incoming.sizeBytes > Math.min(limits.sessionBytes, limits.addressBytes)) {
    return { ok: false, reason: 'over_quota' };
  }
  const evicted = new Set<string>();
  let freedBytes = 0;
  const evictUntil = (owns: (row: StoredExport) => boolean, quota: number) => {
    let held = stored
      .filter((row) => owns(row) && !evicted.has(row.name))
      .reduce((sum, row) => sum + row.sizeBytes, 0);
    for (const row of stored) {
      if (held + incoming.sizeBytes <= quota) return;
      if (!owns(row) || evicted.has(row.name)) continue;
      evicted.add(row.name);
      held -= row.sizeBytes;
      freedBytes += row.sizeBytes;
    }
  };
  evictUntil((row) => row.sessionId === incoming.sessionId, limits.sessionBytes);
  if (incoming.clientAddress !== '') {
    evictUntil((row) => row.clientAddress === incoming.clientAddress, limits.addressBytes);
  }
  return { ok: true, evicted: [...evicted], freedBytes };
}
