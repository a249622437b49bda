import { useEffect, useRef, useState } from 'react';

/**
 * Seconds between tries while the server cannot be reached: soon at first (a blip), then
 * further apart so a server that is down for a while is not hammered; the last one repeats.
 */
export const RETRY_DELAYS_S = [5, 10, 30, 60] as const;

function delayFor(attempt: number): number {
  return RETRY_DELAYS_S[Math.min(attempt, RETRY_DELAYS_S.length - 1)] ?? 60;
}

/**
 * Tries again by itself while `active` (the server could not be reached): at once when the
 * browser says the network is back, and on a back-off timer. Nothing is counted while a try is
 * under way (`busy`). Gives the seconds until the next try, for "Trying again in N s".
 */
export function useAutoRetry(active: boolean, busy: boolean, retry: () => void): number | null {
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  }, [retry]);
  const [attempt, setAttempt] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    const onOnline = () => retryRef.current();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      // Reached again: a later outage starts from the shortest wait.
      setAttempt(0);
    };
  }, [active]);

  useEffect(() => {
    if (!active || busy) return undefined;
    let left = delayFor(attempt);
    const show = window.setTimeout(() => setSecondsLeft(left), 0);
    const tick = window.setInterval(() => {
      left -= 1;
      if (left > 0) {
        setSecondsLeft(left);
        return;
      }
      window.clearInterval(tick);
      setSecondsLeft(null);
      setAttempt((current) => current + 1);
      retryRef.current();
    }, 1000);
    return () => {
      window.clearTimeout(show);
      window.clearInterval(tick);
      setSecondsLeft(null);
    };
  }, [active, busy, attempt]);

  return active && !busy ? secondsLeft : null;
}
