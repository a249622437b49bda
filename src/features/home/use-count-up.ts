import { useEffect, useState } from 'react';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts from 0 up to `target` over `durationMs` once `start` is true, one step per animation
 * frame. A duration of 0 (or no requestAnimationFrame) shows the target at once.
 */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const [progress, setProgress] = useState(0);
  const instant = durationMs <= 0 || typeof requestAnimationFrame !== 'function';

  useEffect(() => {
    if (!start || instant) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const next = Math.min(1, (now - startedAt) / durationMs);
      setProgress(next);
      if (next < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [start, instant, durationMs]);

  if (!start) return 0;
  if (instant) return target;
  return Math.round(target * easeOutCubic(progress));
}
