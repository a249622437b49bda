import { screen, waitFor } from '@testing-library/react';
import { stubIntersectionObserver, stubMatchMedia } from '@/testing/browser-stubs';
import { fakeApi } from '@/testing/fake-api';
import { quietConsole } from '@/testing/quiet-console';
import { renderWithProviders } from '@/testing/render';
import { HomeRoute } from './home';

quietConsole('error');
quietConsole('warn');

beforeEach(() => {
  stubMatchMedia();
  stubIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

describe('HomeRoute', () => {
  it('draws the sections further down in order, between the apply section and the contact form', async () => {
    fakeApi({});
    renderWithProviders(<HomeRoute />);
    const ids = ['features', 'upcoming-meetings', 'courses', 'facts'];
    await waitFor(() => {
      for (const id of ids) expect(document.getElementById(id)).not.toBeNull();
    });
    const order = [...document.querySelectorAll('main > [id]')].map((element) => element.id);
    expect(order.filter((id) => ids.includes(id) || id === 'contact')).toEqual([...ids, 'contact']);
    expect(screen.getByRole('region', { name: "Let's get in touch" })).toBeInTheDocument();
  });
});
