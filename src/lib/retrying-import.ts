/** How long to wait before the next try: 1 s, 2 s, 4 s, then every 5 s. */
const nextTryMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 5000);

/**
 * `load()` (a lazy import), tried again until it succeeds: code fetched later (a carousel's
 * Swiper) whose request failed, the connection lost, comes by itself once the server answers.
 * Meanwhile whatever shows in its place stays (React.lazy never sees a failure to keep).
 */
export function retryingImport<M>(load: () => Promise<M>, attempt = 0): Promise<M> {
  return load().catch(
    () =>
      new Promise<M>((resolve) => {
        setTimeout(() => resolve(retryingImport(load, attempt + 1)), nextTryMs(attempt));
      }),
  );
}
