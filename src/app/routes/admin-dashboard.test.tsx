import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOverviewResponse, Role } from '@/contract';
import { makeAccount, makeSubmission } from '@/testing/admin-fixtures';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { quietConsole } from '@/testing/quiet-console';
import { renderWithProviders } from '@/testing/render';
import { AdminDashboardRoute } from './admin-dashboard';

// The failures below are logged on purpose (and an odd meeting is warned about).
const logged = quietConsole('error');
quietConsole('warn');

const overview = (fields: Partial<AdminOverviewResponse> = {}): AdminOverviewResponse => ({
  message: 'Overview fetched successfully',
  counts: { upcomingMeetings: 6, meetings: 9, courses: 4, users: 12, contactMessages: 31, pages: 1 },
  upcomingMeetings: [
    makeMeeting({ _id: 'm1', title: 'Open Day', date: '2026-05-04', location: 'Main Hall' }),
    makeMeeting({ _id: 'm2', title: 'Parents Evening', date: '2026-05-11', location: 'Room 12' }),
  ],
  unreadMessages: {
    unread: 7,
    since: '2026-04-01T08:00:00.000Z',
    latest: [
      makeSubmission(2, {
        name: 'Ana Souza',
        subject: 'Fees for 2027',
        createdAt: '2026-04-20T14:05:00.000Z',
      }),
      makeSubmission(1, { name: 'Bruno Lima', subject: 'Open day parking' }),
    ],
  },
  ...fields,
});

const answer = (body: AdminOverviewResponse): FakeAnswer => ({ status: 200, body });

/** The dashboard as a member of staff of `role` sees it (an administrator unless said). */
function renderDashboard(routes: Parameters<typeof fakeApi>[0], role: Role = 'admin') {
  const requests = fakeApi(routes);
  renderWithProviders(<AdminDashboardRoute />, {
    route: '/admin',
    path: '/admin',
    preloadedState: {
      auth: { data: makeAccount(1, { role }), token: 't', status: 'success', unreachable: null },
    },
  });
  return requests;
}

it('keeps its heading, and shows each count as a link to its section', async () => {
  renderDashboard({ 'GET /api/admin/overview': answer(overview()) });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Welcome to the Admin Dashboard' }),
  ).toBeInTheDocument();

  const tiles = within(await screen.findByRole('list', { name: 'At a glance' }));
  const link = (name: RegExp) => tiles.getByRole('link', { name });
  expect(link(/^6 Upcoming meetings of 9 meetings in all$/)).toHaveAttribute(
    'href',
    '/admin/meetings/managemeetings',
  );
  expect(link(/^4 Courses$/)).toHaveAttribute('href', '/admin/courses/managecourses');
  expect(link(/^31 Messages 7 new$/)).toHaveAttribute('href', '/admin/contact');
  expect(link(/^12 Users$/)).toHaveAttribute('href', '/admin/user');
  expect(link(/^1 Content page$/)).toHaveAttribute('href', '/admin/pages/managepages');
});

it('lists the next meetings with their date and place, each leading to its edit screen', async () => {
  renderDashboard({ 'GET /api/admin/overview': answer(overview()) });
  const panel = within(await screen.findByRole('region', { name: 'Next meetings' }));
  const items = panel.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Open DayMay 4, 2026 · Main Hall',
    'Parents EveningMay 11, 2026 · Room 12',
  ]);
  expect(panel.getByRole('link', { name: 'Open Day' })).toHaveAttribute('href', '/admin/meetings/edit/m1');
  expect(within(items[0] ?? document.body).getByText('May 4, 2026')).toHaveAttribute(
    'datetime',
    '2026-05-04',
  );
  expect(panel.getByRole('link', { name: 'Manage meetings' })).toHaveAttribute(
    'href',
    '/admin/meetings/managemeetings',
  );
});

it('shows the messages new since the last visit: who, about what, when, and a way to all of them', async () => {
  renderDashboard({ 'GET /api/admin/overview': answer(overview()) });
  const panel = within(await screen.findByRole('region', { name: 'New messages' }));
  expect(panel.getByText('7 new messages since April 1, 2026.')).toBeInTheDocument();
  const [first] = panel.getAllByRole('listitem');
  expect(first).toHaveTextContent(/^Fees for 2027Ana Souza · /);
  expect(within(first ?? document.body).getByRole('time')).toHaveAttribute(
    'datetime',
    '2026-04-20T14:05:00.000Z',
  );
  expect(panel.getByText('The newest 2 of 7 are shown.')).toBeInTheDocument();
  expect(panel.getByRole('link', { name: 'Open messages' })).toHaveAttribute('href', '/admin/contact');
});

it('says when nothing is new or coming, rather than showing empty lists', async () => {
  renderDashboard({
    'GET /api/admin/overview': answer(
      overview({
        counts: { upcomingMeetings: 0, meetings: 3, courses: 0, users: 1, contactMessages: 5, pages: 0 },
        upcomingMeetings: [],
        unreadMessages: { unread: 0, since: '2026-04-01T08:00:00.000Z', latest: [] },
      }),
    ),
  });
  expect(await screen.findByText('No new messages since April 1, 2026.')).toBeInTheDocument();
  const meetings = within(screen.getByRole('region', { name: 'Next meetings' }));
  expect(meetings.getByText(/No upcoming meetings\./)).toBeInTheDocument();
  expect(meetings.getByRole('link', { name: 'Add a meeting' })).toHaveAttribute(
    'href',
    '/admin/meetings/create',
  );
  expect(
    screen.getByRole('link', { name: /^0 Upcoming meetings of 3 meetings in all$/ }),
  ).toBeInTheDocument();
});

it('on a site nobody has written to yet, says there are no messages (not "since" a look that never was)', async () => {
  renderDashboard({
    'GET /api/admin/overview': answer(overview({ unreadMessages: { unread: 0, since: null, latest: [] } })),
  });
  expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
});

it('says it is loading until the answer comes', async () => {
  let release: (value: FakeAnswer) => void = () => undefined;
  renderDashboard({
    'GET /api/admin/overview': () => new Promise<FakeAnswer>((resolve) => (release = resolve)),
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the dashboard…');
  release(answer(overview()));
  expect(await screen.findByRole('list', { name: 'At a glance' })).toBeInTheDocument();
  expect(screen.queryByText('Loading the dashboard…')).not.toBeInTheDocument();
});

it("says why it could not load, in the server's words, and Try again loads it", async () => {
  let fail = true;
  const requests = renderDashboard({
    'GET /api/admin/overview': () =>
      fail
        ? {
            status: 500,
            body: { success: false, statusCode: 500, error: 'x', message: 'Something broke on our side.' },
          }
        : answer(overview()),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The dashboard could not be loaded: Something broke on our side.',
  );
  expect(screen.queryByRole('list', { name: 'At a glance' })).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'At a glance' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(requests.filter((r) => r.url === '/api/admin/overview')).toHaveLength(2);
  expect(logged).toHaveBeenCalledWith('Failed to fetch the admin overview', expect.anything());
});

it('when the server cannot be reached, says so (not a refusal) and loads once it answers', async () => {
  let reachable = false;
  renderDashboard({
    'GET /api/admin/overview': () => (reachable ? answer(overview()) : { networkError: 'Network Error' }),
  });
  expect(await screen.findByText(/Offline: can't reach/)).toBeInTheDocument();
  expect(screen.getByText(/Nothing has been loaded yet\./)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  reachable = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'At a glance' })).toBeInTheDocument();
  expect(screen.queryByText(/Offline: can't reach/)).not.toBeInTheDocument();
});

it('shows the meetings it can read when one in the answer is malformed', async () => {
  const broken = { ...makeMeeting({ _id: 'm3', title: 'Broken' }), date: 'soon' };
  renderDashboard({
    'GET /api/admin/overview': {
      status: 200,
      body: { ...overview(), upcomingMeetings: [...overview().upcomingMeetings, broken] },
    },
  });
  const panel = within(await screen.findByRole('region', { name: 'Next meetings' }));
  expect(panel.getAllByRole('listitem')).toHaveLength(2);
  expect(panel.queryByText('Broken')).not.toBeInTheDocument();
});

it('shows door staff the next meetings, each leading to its registrations, and nothing they cannot open', async () => {
  renderDashboard({ 'GET /api/admin/overview': answer(overview({ unreadMessages: null })) }, 'door');
  const link = await screen.findByRole('link', { name: 'Open Day' });
  expect(link).toHaveAttribute('href', '/admin/meetings/registrations/m1');
  expect(screen.queryByRole('list', { name: 'At a glance' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Manage meetings' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'New messages' })).not.toBeInTheDocument();
});

it('shows an editor the content counts and meetings to edit, but not the messages or users', async () => {
  renderDashboard({ 'GET /api/admin/overview': answer(overview({ unreadMessages: null })) }, 'editor');
  expect(await screen.findByRole('link', { name: 'Open Day' })).toHaveAttribute(
    'href',
    '/admin/meetings/edit/m1',
  );
  const tiles = within(screen.getByRole('list', { name: 'At a glance' })).getAllByRole('link');
  expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
    '/admin/meetings/managemeetings',
    '/admin/courses/managecourses',
    '/admin/pages/managepages',
  ]);
  expect(screen.queryByRole('heading', { name: 'New messages' })).not.toBeInTheDocument();
});
