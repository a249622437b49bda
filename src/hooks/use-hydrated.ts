import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser takes over the server's HTML, true from then on:
 * for what only the browser shows (it would otherwise differ from the HTML it hydrates).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
