import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface EventLoopLoad {
  /** The share of the last window the event loop spent running code rather than waiting, 0 to 1. */
  busy: () => number;
  stop: () => void;
}

/**
 * How busy this process's event loop has been lately: measured over windows of `windowMs` (Node's
 * event-loop utilization), the last full window answering. Everything that runs on the loop counts
 * (requests, background work); waiting for the network or the disk does not. The timer does not
 * keep the process alive.
 */
export function watchEventLoop(windowMs = 100): EventLoopLoad {
  let mark: EventLoopUtilization = performance.eventLoopUtilization();
  let busy = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(now, mark).utilization;
    mark = now;
  }, windowMs);
  timer.unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}
