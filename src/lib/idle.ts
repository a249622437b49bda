/**
 * Runs `run` when the browser has a moment with nothing else to do, at the latest after
 * `timeoutMs` (soon after where it cannot say: no requestIdleCallback). Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}
