import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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
