import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadWhileServerDown } from '@/testing/unreachable-code';
import { lazyPage } from './lazy-page';

function Greeting() {
  return <p>Hello students</p>;
}

describe('a page in its own chunk', () => {
  it('shows the loader until its code arrives on a later navigation', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const page = lazyPage(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
      (module) => module.Greeting,
    );
    render(<page.Component />);
    expect(screen.queryByText('Hello students')).not.toBeInTheDocument();
    await act(() => {
      arrive({ Greeting });
      return Promise.resolve();
    });
    expect(await screen.findByText('Hello students')).toBeInTheDocument();
  });

  it('once loaded, is drawn without a Suspense boundary, so hydration takes it over with the rest', async () => {
    const page = lazyPage(
      () => Promise.resolve({ Greeting }),
      (module) => module.Greeting,
    );
    await page.preload();
    // A boundary would show in the server's HTML as <!--$--> … <!--/$--> around the page.
    expect(renderToString(<page.Component />)).toBe('<p>Hello students</p>');
  });
});

describe('a page whose code cannot be fetched', () => {
  const MESSAGE = "Can't reach the school's site — trying again";

  const serverDown = () => loadWhileServerDown({ Greeting });

  it('before its retrying code has come: shows the loader, and the page by itself once its code comes', async () => {
    vi.resetModules();
    const fresh = await import('./lazy-page');
    const server = serverDown();
    const page = fresh.lazyPage(server.load, (module) => module.Greeting);
    render(<page.Component />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(server.load).toHaveBeenCalledTimes(2));
    server.back();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello students')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the site cannot be reached, in place of the page, and shows the page once its code comes, by itself', async () => {
    // A page that came to life has fetched the retrying code (load-retry.tsx) for later.
    const first = lazyPage(
      () => Promise.resolve({ Greeting }),
      (module) => module.Greeting,
    );
    await first.preload();
    const { unmount } = render(<first.Component />);
    await vi.dynamicImportSettled();
    unmount();

    const server = serverDown();
    const page = lazyPage(server.load, (module) => module.Greeting);
    render(<page.Component />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.queryByText('Hello students')).not.toBeInTheDocument();

    server.back();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello students')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The failure was not kept: the code was fetched again, and is kept now that it came.
    expect(server.load.mock.calls.length).toBeGreaterThan(1);
    const calls = server.load.mock.calls.length;
    await page.preload();
    expect(server.load).toHaveBeenCalledTimes(calls);
  });
});
