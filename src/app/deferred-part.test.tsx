import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhileServerDown } from '@/testing/unreachable-code';
import { deferredPart } from './deferred-part';

/** A section with something to do once it has come to life. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section id="counter">
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
    </section>
  );
}

/** An IntersectionObserver the test moves: `near()` says every watched element came near the screen. */
function fakeObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    near: () => {
      for (const callback of callbacks) {
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

/** Counter as a deferred part whose code `load` fetches. */
const counterPart = (load: () => Promise<{ Counter: typeof Counter }>) =>
  deferredPart({ id: 'counter', module: 'src/counter.tsx', load, pick: (m) => m.Counter });

/**
 * The server's HTML of the page (the part inside its Suspense boundary, as the server draws it),
 * hydrated with `Part` in its place; the errors React reports, to say none came.
 */
async function hydrateServerHtml(Part: ComponentType) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Counter />
    </Suspense>,
  );
  document.body.append(container);
  const recoverable = vi.fn();
  const uncaught = vi.fn();
  await act(() => {
    hydrateRoot(
      container,
      <MemoryRouter>
        <Part />
      </MemoryRouter>,
      { onRecoverableError: recoverable, onUncaughtError: uncaught },
    );
    return Promise.resolve();
  });
  return { recoverable, uncaught };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a deferred part of a page', () => {
  it("keeps the server's HTML as it is, and fetches its code and comes to life when it nears the screen", async () => {
    const observer = fakeObserver();
    const load = vi.fn(() => Promise.resolve({ Counter }));
    const { recoverable } = await hydrateServerHtml(counterPart(load));
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(() => {
      observer.near();
      return Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(await screen.findByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('drawn by the browser alone, fetches its code at once, and keeps its state as the address changes', async () => {
    fakeObserver();
    const load = vi.fn(() => Promise.resolve({ Counter }));
    const Part = counterPart(load);
    render(
      <MemoryRouter>
        <Link to="/?again">Home again</Link>
        <Part />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pressed 0 times' }));
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home again' }));
    expect(await screen.findByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a deferred part whose code cannot be fetched', () => {
  const serverDown = () => loadWhileServerDown({ Counter });

  it("keeps the server's HTML as it is, and comes to life once its code can be fetched, by itself", async () => {
    const observer = fakeObserver();
    const server = serverDown();
    const { recoverable, uncaught } = await hydrateServerHtml(counterPart(server.load));

    await act(() => {
      observer.near();
      return Promise.resolve();
    });
    await waitFor(() => expect(server.load.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();

    server.back();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.load).toHaveReturnedTimes(server.load.mock.calls.length));
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(await screen.findByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(uncaught).not.toHaveBeenCalled();
  });

  it('drawn by the browser alone, waits for its code and shows once it comes, without an error', async () => {
    fakeObserver();
    const server = serverDown();
    const Part = counterPart(server.load);
    const uncaught = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    await act(() => {
      createRoot(container, { onUncaughtError: uncaught }).render(
        <MemoryRouter>
          <Suspense fallback={<p>Waiting for the part</p>}>
            <Part />
          </Suspense>
        </MemoryRouter>,
      );
      return Promise.resolve();
    });
    await waitFor(() => expect(server.load.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByText('Waiting for the part')).toBeInTheDocument();

    server.back();
    act(() => void window.dispatchEvent(new Event('online')));
    await userEvent.click(await screen.findByRole('button', { name: 'Pressed 0 times' }));
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
    expect(uncaught).not.toHaveBeenCalled();
  });
});
