import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingLoad, unreachable } from '@/testing/unreachable-code';
import { loadRetrying, page, RELOAD_AT_MOST_EVERY_MS, retryDelay, Waiting } from './load-retry';

const MESSAGE = "Can't reach the school's site — trying again";

/** Lets every settled promise run its handlers. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.head.innerHTML = '';
});

describe('a screen’s code tried again until it comes', () => {
  /** Code that fails `failures` times, loaded with fake timers: after its first try (which failed). */
  async function afterFirstTry(failures: number) {
    vi.useFakeTimers();
    const load = failingLoad(failures, 'the module');
    const result = loadRetrying(load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    return { load, result };
  }

  it('waits 1, 2 and 4 s between tries, then 5 s each time', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('tries again after each wait, and gives the module once a try succeeds', async () => {
    const { load, result } = await afterFirstTry(4);
    for (const [wait, calls] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
      [5000, 5],
    ] as const) {
      await act(() => vi.advanceTimersByTimeAsync(wait - 1));
      expect(load).toHaveBeenCalledTimes(calls - 1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(load).toHaveBeenCalledTimes(calls);
    }
    await expect(result).resolves.toBe('the module');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('tries again at once when the network comes back, or the window is looked at again', async () => {
    const { load, result } = await afterFirstTry(2);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('the module');
    // Nothing left waiting: neither a timer nor a listener tries again.
    window.dispatchEvent(new Event('online'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fetches a stylesheet that failed again, in its place, before the next try of the code', async () => {
    vi.useFakeTimers();
    const before = document.createElement('style');
    const failed = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: '/assets/list.css',
    });
    document.head.append(before, failed);
    // As when Vite's loader added it for a chunk and the server was out of reach.
    failed.dispatchEvent(new Event('error'));

    const load = vi.fn(() => Promise.resolve('the module'));
    const result = loadRetrying(load);
    await settle();
    const again = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(again).not.toBe(failed);
    expect(failed.isConnected).toBe(false);
    expect(again?.getAttribute('href')).toBe('/assets/list.css');
    expect(again?.previousElementSibling).toBe(before);
    // The code waits for its stylesheet, and fails with it.
    expect(load).not.toHaveBeenCalled();
    again?.dispatchEvent(new Event('error'));
    await settle();
    expect(load).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    const third = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(third).not.toBe(again);
    third?.dispatchEvent(new Event('load'));
    await expect(result).resolves.toBe('the module');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a screen’s place while its code is on its way', () => {
  it('shows the loader, says the site cannot be reached while its code fails, and the loader again once it came', async () => {
    vi.useFakeTimers();
    render(<Waiting loader={<p>Loading the page</p>} />);
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const result = loadRetrying(failingLoad(2, 'the module'));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    // Still said while the next try fails too.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await expect(result).resolves.toBe('the module');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
  });

  it('says so while any of several loads is failing', async () => {
    vi.useFakeTimers();
    render(<Waiting loader={<p>Loading the page</p>} />);
    const first = loadRetrying(failingLoad(1, 'first'));
    const second = loadRetrying(failingLoad(3, 'second'));
    await settle();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await expect(first).resolves.toBe('first');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    await expect(second).resolves.toBe('second');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('code that is gone because a newer version of the site was installed', () => {
  /** The server's health answer: up (200) or out of reach. */
  const serverUp = (up: boolean) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        up ? Promise.resolve(new Response('{}', { status: 200 })) : Promise.reject(new TypeError('offline')),
      ),
    );
  const watchReloads = () => {
    const reload = vi.fn();
    page.reload = reload;
    return reload;
  };

  it('loads the page again once the server answers and the code still cannot be fetched, once in a while only', async () => {
    vi.useFakeTimers();
    serverUp(true);
    const reload = watchReloads();
    const gone = vi.fn(unreachable);
    void loadRetrying(gone);
    await settle();
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded tab meets the same again soon after: it keeps trying and saying so, no loop.
    const again = vi.fn(unreachable);
    void loadRetrying(again);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.mock.calls.length).toBeGreaterThan(5);
    await act(() => vi.advanceTimersByTimeAsync(RELOAD_AT_MOST_EVERY_MS));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the server is out of reach, or when the code comes on the try after its answer', async () => {
    vi.useFakeTimers();
    const reload = watchReloads();
    serverUp(false);
    void loadRetrying(vi.fn(unreachable));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reload).not.toHaveBeenCalled();

    serverUp(true);
    const backJustNow = failingLoad(2, 'the module');
    const result = loadRetrying(backJustNow);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await expect(result).resolves.toBe('the module');
    expect(reload).not.toHaveBeenCalled();
  });
});
