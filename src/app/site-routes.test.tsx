import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PageDataCache } from '@/lib/page-data';
import { fakeApi } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { WebApp } from './app';
import { matchSitePage } from './site-routes';

describe('the site routes', () => {
  it.each([
    ['/', '', ['/api/meetings?limit=4', '/api/courses']],
    ['/meetings', '', ['/api/meetings/category/All%20Meetings?page=1&limit=9']],
    ['/meetings/category/soon', '?page=2', ['/api/meetings/category/Soon?page=2&limit=9']],
    ['/meetings/category/nonsense', '?page=2', ['/api/meetings/category/All%20Meetings?page=1&limit=9']],
    ['/meetings/m42', '', ['/api/meetings/m42']],
    ['/meetingAllDetails', '', ['/api/meetings?limit=100']],
    ['/login', '', []],
  ])('draws %s%s on the server with the answers it shows', (pathname, search, urls) => {
    const match = matchSitePage(pathname, search);
    expect(match.found).toBe(true);
    expect(match.site).not.toBeNull();
    expect(match.reads.map((read) => read.url)).toEqual(urls);
  });

  it('leaves the admin area to the browser and knows an unknown address', () => {
    expect(matchSitePage('/admin/meetings', '').site).toBeNull();
    expect(matchSitePage('/no-such-page', '').found).toBe(false);
  });

  it("keeps the tab's title that of the page shown, once its meeting has loaded", async () => {
    const meeting = makeMeeting({ _id: 'm42', title: 'Science Fair' });
    fakeApi({ 'GET /api/meetings/m42': { status: 200, body: { message: 'ok', meetings: [meeting] } } });
    const router = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/meetings/m42']}>{children}</MemoryRouter>
    );
    render(<WebApp cache={new PageDataCache()} origin="https://school.example" router={router} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Science Fair' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Science Fair – Edu Meeting'));
  });
});
