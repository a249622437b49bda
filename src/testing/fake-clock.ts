import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * What a screen loads on its first call (each answer's check: lib/answer-check.ts). On a busy
 * machine loading one takes real time, which a fake clock does not count: Testing Library's wait
 * would move the clock to its limit in a few real milliseconds and give up while the module is
 * still on its way, so these are loaded before the clock stops.
 */
const loadedOnFirstCall = import.meta.glob(['/src/features/*/*-answers.ts', '/src/lib/site-answer.ts']);

/**
 * The screen's timers (setTimeout: the page a save or a login goes to after its popup) on a clock
 * the test moves, so "after 2000 ms" is checked at 1999 and at 2000 ms of that clock, whatever
 * else the machine is doing. Returns the user to type and click with: user-event moves the clock
 * for its own pauses between keys. setup-tests.ts puts the real timers back after each test.
 *
 * Testing Library drives a fake clock only where it finds Jest's (its waitFor and findBy then move
 * the clock by their polling interval until what they wait for is there, and its act() wrapper
 * lets due timers run), so the one function of Jest's it calls is lent to it meanwhile.
 */
export async function useFakeClock(): Promise<ReturnType<typeof userEvent.setup>> {
  await Promise.all(Object.values(loadedOnFirstCall).map((load) => load()));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  Reflect.set(globalThis, 'jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** The real clock again (setup-tests.ts, after each test). */
export function useRealClock(): void {
  Reflect.deleteProperty(globalThis, 'jest');
  vi.useRealTimers();
}

/** Moves the fake clock by `ms`, and lets React draw what the timers that came due did. */
export async function advanceClock(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** `text` shows `ms` from now on the fake clock and not a millisecond sooner (the page a popup leads to). */
export async function expectShownAfter(ms: number, text: string): Promise<void> {
  await advanceClock(ms - 1);
  expect(screen.queryByText(text)).not.toBeInTheDocument();
  await advanceClock(1);
  expect(screen.getByText(text)).toBeInTheDocument();
}
