import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { siteAnswerFixture } from '@/testing/site-fixtures';
import { WebApp } from './app';
import { matchSitePage } from './site-routes';
import { makeStore } from './store';

describe('the site routes', () => {
  it('leaves the admin area to the browser and knows an unknown address', () => {
    expect(matchSitePage('/admin/meetings').site).toBeNull();
    expect(matchSitePage('/no-such-page')).toMatchObject({ name: 'notFound', found: false });
  });

  it("keeps the tab's title that of the page shown, with the school's name, once its meeting has loaded", async () => {
    const meeting = makeMeeting({ _id: 'm42', title: 'Science Fair' });
    fakeApi({
      'GET /api/meetings/m42': { status: 200, body: { message: 'ok', meetings: [meeting] } },
      'GET /api/site': {
        status: 200,
        body: siteAnswerFixture({ settings: { schoolName: 'Hilltop School' } }),
      },
    });
    const router = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/meetings/m42']}>{children}</MemoryRouter>
    );
    render(<WebApp store={makeStore()} origin="https://school.example" router={router} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Science Fair' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Science Fair – Hilltop School'));
  });
});
