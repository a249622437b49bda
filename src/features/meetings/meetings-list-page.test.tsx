import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import {
  categoriesAnswer,
  categoriesPageData,
  makeCategory,
  TEMPLATE_CATEGORY_RECORDS,
} from '@/testing/category-fixtures';
import { fakeApi, type FakeAnswer, type FakeRequest } from '@/testing/fake-api';
import { makeMeetingsPage } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { MeetingsListPage } from './meetings-list-page';

const ALL = 'GET /api/meetings/category/All%20Meetings';
const SOON = 'GET /api/meetings/category/Soon';
const CATEGORY_PATH = '/meetings/category/:category';
/** The school's settings and categories, as the server-drawn list carries them. */
const SITE = { ...sitePageData(), ...categoriesPageData() };

/** Where the router is, for asserting on the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const page = (
  <>
    <MeetingsListPage />
    <LocationProbe />
  </>
);

/** A category answering `total` meetings, paged by the request's own page number. */
const paged =
  (total: number) =>
  (request: FakeRequest): FakeAnswer => ({
    status: 200,
    body: makeMeetingsPage(Number(request.params.page), total),
  });

/** The page at `route`: /meetings, or a category's /meetings/category/… with its ?page=. */
const openAt = (route: string) =>
  renderWithProviders(page, {
    pageData: SITE,
    route,
    path: route.startsWith('/meetings/category/') ? CATEGORY_PATH : '/meetings',
  });

const location = () => screen.getByTestId('location').textContent;
/** The line beside "Copy link" that says it copied (the location probe is an <output>, a status too). */
const copyStatus = () =>
  within(screen.getByRole('button', { name: 'Copy link' }).parentElement ?? document.body).getByRole(
    'status',
  );
const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('MeetingsListPage', () => {
  it("shows the banner, the pills and 'Loading...' until the meetings arrive", async () => {
    fakeApi({ [ALL]: paged(3) });
    openAt('/meetings');

    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Meetings' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const pills = within(screen.getByRole('navigation', { name: 'Meeting categories' })).getAllByRole('link');
    expect(pills.map((pill) => pill.textContent)).toEqual([
      'All Meetings',
      'Soon',
      'Important',
      'Attractive',
    ]);
    expect(pills.map((pill) => pill.getAttribute('href'))).toEqual([
      '/meetings/category/All%20Meetings',
      '/meetings/category/Soon',
      '/meetings/category/Important',
      '/meetings/category/Attractive',
    ]);
    // /meetings is the 'All Meetings' list.
    expect(pills[0]).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByRole('heading', { level: 2, name: 'Meeting 1' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['Meeting 1', 'Meeting 2', 'Meeting 3']);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Total Meetings: 3')).toBeInTheDocument();
  });

  it('leaves out a meeting sent with an odd value and shows the rest of the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = makeMeetingsPage(1, 3);
    // A price stored as Infinity came back as null before prices had to be finite.
    const meetings = body.meetings.map((meeting, index) =>
      index === 1 ? { ...meeting, price: null } : meeting,
    );
    fakeApi({ [ALL]: { status: 200, body: { ...body, meetings } } });
    openAt('/meetings');

    expect(await screen.findByRole('heading', { level: 2, name: 'Meeting 1' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Meeting 1', 'Meeting 3']);
    expect(screen.queryByText(/Error/)).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('asks for the category of the URL, page 1, nine at a time, with the stored token', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const requests = fakeApi({ [SOON]: paged(2) });
    openAt('/meetings/category/Soon');

    await screen.findByRole('heading', { level: 2, name: 'Meeting 1' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/meetings/category/Soon');
    expect(requests[0]?.params).toEqual({ page: '1', limit: '9' });
    expect(requests[0]?.headers.authorization).toBe('Bearer secret-token');
    expect(screen.getByRole('link', { name: 'Soon' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All Meetings' })).not.toHaveAttribute('aria-current');
    // The tab says which list it is, as the server's <title> does.
    expect(document.title).toBe('Soon Meetings – Riverside Academy');
  });

  it('sends no authorization header when no token is stored', async () => {
    const requests = fakeApi({ [SOON]: paged(2) });
    openAt('/meetings/category/Soon');
    await screen.findByRole('heading', { level: 2, name: 'Meeting 1' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it("shows 'Error: ' and the server's message when the call fails", async () => {
    fakeApi({ [ALL]: { status: 500, body: { success: false, message: 'Database is asleep' } } });
    openAt('/meetings');
    expect(await screen.findByText('Error: Database is asleep')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it("shows 'Error: Network Error' when the server cannot be reached", async () => {
    fakeApi({ [ALL]: { networkError: 'Network Error' } });
    openAt('/meetings');
    expect(await screen.findByText('Error: Network Error')).toBeInTheDocument();
  });

  it("shows 'Error: Failed to fetch meetings' when the answer says success false", async () => {
    // RTK Query logs the failed transform; keep the output clean.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [ALL]: { status: 200, body: { success: false } } });
    openAt('/meetings');
    expect(await screen.findByText('Error: Failed to fetch meetings')).toBeInTheDocument();
    logged.mockRestore();
  });

  it("shows 'No meetings found.' when the category is empty, and no pagination", async () => {
    fakeApi({ 'GET /api/meetings/category/Attractive': paged(0) });
    openAt('/meetings/category/Attractive');
    expect(await screen.findByText('No meetings found.')).toBeInTheDocument();
    expect(screen.getByText('Total Meetings: 0')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Meetings pages' })).not.toBeInTheDocument();
  });

  it('has no pagination bar when everything fits on one page', async () => {
    fakeApi({ [ALL]: paged(9) });
    openAt('/meetings');
    await screen.findByRole('heading', { level: 2, name: 'Meeting 9' });
    expect(screen.queryByRole('navigation', { name: 'Meetings pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('disables Previous on page 1 and marks the current page', async () => {
    fakeApi({ [SOON]: paged(20) });
    openAt('/meetings/category/Soon');

    const bar = await screen.findByRole('navigation', { name: 'Meetings pages' });
    expect(within(bar).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(within(bar).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Total Meetings: 20')).toBeInTheDocument();
  });

  it('disables Next on the last page, read from ?page= in the URL', async () => {
    const requests = fakeApi({ [SOON]: paged(20) });
    openAt('/meetings/category/Soon?page=3');

    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(requests[0]?.params).toEqual({ page: '3', limit: '9' });
    expect(cardTitles()).toEqual(['Meeting 19', 'Meeting 20']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('requests page 2 on Next, puts it in the URL and scrolls to the top of the list', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      const user = userEvent.setup();
      const requests = fakeApi({ [SOON]: paged(20) });
      openAt('/meetings/category/Soon');

      await user.click(await screen.findByRole('button', { name: 'Next' }));

      expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
      expect(requests.map((r) => r.params.page)).toEqual(['1', '2']);
      expect(location()).toBe('/meetings/category/Soon?page=2');
      expect(cardTitles()[0]).toBe('Meeting 10');
      expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('region', { name: 'Meetings' })).toHaveFocus();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('requests the page of a numbered button, and page 1 again without a query', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({ [SOON]: paged(20) });
    openAt('/meetings/category/Soon');

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(location()).toBe('/meetings/category/Soon?page=2');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(location()).toBe('/meetings/category/Soon');
    // A page change fetches again, even for a page seen before.
    expect(requests.map((r) => r.params.page)).toEqual(['1', '2', '1']);
  });

  it('goes back to page 1 and asks for the new category when a pill is clicked', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({ [SOON]: paged(20), 'GET /api/meetings/category/Important': paged(12) });
    openAt('/meetings/category/Soon?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Important' }));

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(location()).toBe('/meetings/category/Important');
    expect(requests.at(-1)?.url).toBe('/api/meetings/category/Important');
    expect(requests.at(-1)?.params).toEqual({ page: '1', limit: '9' });
    expect(screen.getByText('Total Meetings: 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Important' })).toHaveAttribute('aria-current', 'page');
  });

  it('treats a page that is not a positive whole number as page 1', async () => {
    const requests = fakeApi({ [SOON]: paged(20) });
    openAt('/meetings/category/Soon?page=-4');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(requests.map((r) => r.params.page)).toEqual(['1']);
  });

  it("shows the 'All Meetings' list for a category it does not know, under the list's own address", async () => {
    const requests = fakeApi({ [ALL]: paged(4) });
    openAt('/meetings/category/Boring?page=2');

    expect(await screen.findByText('Total Meetings: 4')).toBeInTheDocument();
    expect(location()).toBe('/meetings/category/All%20Meetings');
    expect(screen.getByRole('link', { name: 'All Meetings' })).toHaveAttribute('aria-current', 'page');
    expect(requests.map((r) => [r.url, r.params.page])).toEqual([
      ['/api/meetings/category/All%20Meetings', '1'],
    ]);
  });

  it('accepts a category written in another case', async () => {
    fakeApi({ [SOON]: paged(4) });
    openAt('/meetings/category/soon');
    expect(await screen.findByText('Total Meetings: 4')).toBeInTheDocument();
    expect(location()).toBe('/meetings/category/Soon');
  });

  describe("with the school's own categories", () => {
    const OPEN_DAYS = makeCategory({ _id: 'c9', name: 'Open days', slug: 'open-days', order: 1 });
    // The school put its own first, and renamed 'Important' (its address stays 'important').
    const school = [
      OPEN_DAYS,
      ...TEMPLATE_CATEGORY_RECORDS.map((category, index) => ({
        ...category,
        name: category.name === 'Important' ? 'Parents evenings' : category.name,
        order: index + 2,
      })),
    ];
    const OPEN = 'GET /api/meetings/category/Open%20days';
    const openSchoolAt = (route: string) =>
      renderWithProviders(page, {
        pageData: { ...sitePageData(), ...categoriesPageData(school) },
        route,
        path: route.startsWith('/meetings/category/') ? CATEGORY_PATH : '/meetings',
      });

    it("shows a pill for each in their order, linking to its address (the template's by name)", () => {
      fakeApi({ [ALL]: paged(3) });
      openSchoolAt('/meetings');
      const pills = within(screen.getByRole('navigation', { name: 'Meeting categories' })).getAllByRole(
        'link',
      );
      expect(pills.map((pill) => [pill.textContent, pill.getAttribute('href')])).toEqual([
        ['All Meetings', '/meetings/category/All%20Meetings'],
        ['Open days', '/meetings/category/open-days'],
        ['Soon', '/meetings/category/Soon'],
        ['Parents evenings', '/meetings/category/important'],
        ['Attractive', '/meetings/category/Attractive'],
      ]);
    });

    it('lists a category at its address, asking the API by its name, its pager leading to its address', async () => {
      const requests = fakeApi({ [OPEN]: paged(12) });
      openSchoolAt('/meetings/category/open-days');
      expect(await screen.findByText('Total Meetings: 12')).toBeInTheDocument();
      expect(requests[0]?.url).toBe('/api/meetings/category/Open%20days');
      expect(screen.getByRole('link', { name: 'Open days' })).toHaveAttribute('aria-current', 'page');
      await userEvent.click(screen.getByRole('button', { name: /next/i }));
      expect(location()).toBe('/meetings/category/open-days?page=2');
    });

    it.each(['/meetings/category/Open%20days', '/meetings/category/OPEN-DAYS'])(
      'leads %s, an old link by name or in another case, to the address',
      async (route) => {
        fakeApi({ [OPEN]: paged(2) });
        openSchoolAt(route);
        expect(await screen.findByText('Total Meetings: 2')).toBeInTheDocument();
        expect(location()).toBe('/meetings/category/open-days');
      },
    );

    it('follows a renamed category from its old name, which was its address in another case', async () => {
      const requests = fakeApi({ 'GET /api/meetings/category/Parents%20evenings': paged(2) });
      openSchoolAt('/meetings/category/Important?page=2');
      // 'Important' is now 'Parents evenings', still at the address 'important' (and page 2 is past its last).
      expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/meetings/category/important'));
      expect(requests.at(-1)?.url).toBe('/api/meetings/category/Parents%20evenings');
    });
  });

  it('waits for the categories where the browser draws the page, then lists the one of the address', async () => {
    const requests = fakeApi({ 'GET /api/categories': categoriesAnswer(), [SOON]: paged(4) });
    renderWithProviders(page, {
      pageData: sitePageData(),
      route: '/meetings/category/soon',
      path: CATEGORY_PATH,
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Total Meetings: 4')).toBeInTheDocument();
    expect(location()).toBe('/meetings/category/Soon');
    expect(requests.map((request) => request.url)).toEqual([
      '/api/categories',
      '/api/meetings/category/Soon',
    ]);
  });

  it('moves to the last page when the page in the URL is past it', async () => {
    fakeApi({ [SOON]: paged(20) });
    openAt('/meetings/category/Soon?page=9');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/meetings/category/Soon?page=3'));
  });

  it.each([
    ['/meetings', '/api/calendar.ics'],
    ['/meetings/category/Soon', '/api/calendar.ics?category=Soon'],
  ])(
    'on %s, offers the feed of its meetings to subscribe to, copy, add to Google or Outlook, or download',
    async (route, feed) => {
      fakeApi({ [ALL]: paged(3), [SOON]: paged(3) });
      openAt(route);
      await screen.findByText('Total Meetings: 3');
      const address = `${window.location.origin}${feed}`;
      const webcal = `webcal://${window.location.host}${feed}`;

      const download = screen.getByRole('link', { name: 'Download .ics file' });
      expect(download).toHaveAttribute('href', feed);
      expect(download).toHaveAttribute('download');
      // Plain links, as the server draws them with the site's address: no script needed.
      expect(screen.getByRole('link', { name: 'Subscribe to calendar' })).toHaveAttribute('href', webcal);
      const google = screen.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
      expect(google).toHaveAttribute(
        'href',
        `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
      );
      const outlook = screen.getByRole('link', { name: 'Outlook (opens in a new tab)' });
      expect(outlook).toHaveAttribute(
        'href',
        `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(address)}&name=Riverside%20Academy`,
      );
      for (const link of [google, outlook]) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    },
  );

  it("copies the feed's https address and says so", async () => {
    const user = userEvent.setup();
    fakeApi({ [SOON]: paged(3) });
    openAt('/meetings/category/Soon');
    await screen.findByText('Total Meetings: 3');
    expect(copyStatus()).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(copyStatus()).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/api/calendar.ics?category=Soon`,
    );
  });

  it('shows the address to copy by hand where the clipboard refuses', async () => {
    const user = userEvent.setup();
    fakeApi({ [ALL]: paged(3) });
    openAt('/meetings');
    await screen.findByText('Total Meetings: 3');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('Not allowed'));

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const shown = await screen.findByRole('textbox', { name: "The calendar's address, to copy" });
    expect(shown).toHaveValue(`${window.location.origin}/api/calendar.ics`);
    expect(copyStatus()).toHaveTextContent('');
  });
});
