/** Runs `work` once the browser has nothing else to do (at the latest after 2 s); the returned function cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(work, 200);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}
