import { act, fireEvent, render, screen } from '@testing-library/react';
import { homeToastsIsland } from './home-toasts-island';

// The container itself, as a marker: what matters here is when its chunk is asked for.
vi.mock('./home-toasts', () => ({ HomeToasts: () => <p>toasts ready</p> }));

describe("the home page's toast container", () => {
  function homePage() {
    render(
      <>
        <a href="/meetings/1b0a">Open Day</a>
        <button type="button">Send</button>
        {homeToastsIsland.element({})}
      </>,
    );
  }

  it('is not fetched for a visitor who opens a link: they leave the page, nothing will be toasted', async () => {
    homePage();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Open Day' }));
    fireEvent.keyDown(screen.getByRole('link', { name: 'Open Day' }), { key: 'Enter' });
    // Long enough for the chunk to arrive and show, had it been asked for (checked against a press on the page).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('toasts ready')).not.toBeInTheDocument();
  });

  it('comes with the first thing the visitor does on the page itself', async () => {
    homePage();
    expect(screen.queryByText('toasts ready')).not.toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('toasts ready')).toBeInTheDocument();
  });
});
