import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

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
export function useFakeClock(): ReturnType<typeof userEvent.setup> {
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
