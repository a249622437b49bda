import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { MockInstance } from 'vitest';
import { ContactSubmissionsPage } from '@/features/contact/admin/contact-submissions-page';
import { CoursesMenuPage, ManageCoursesPage } from '@/features/courses/admin/courses-admin';
import { ManageMeetingsPage, MeetingsMenuPage } from '@/features/meetings/admin/meetings-admin';
import { ManageContentPagesPage, PagesMenuPage } from '@/features/pages/admin/pages-admin';
import { UserManagementPage } from '@/features/users/users-page';
import { confirmDialog, errorDialog } from '@/lib/dialogs';
import { makeAccount, makeSubmission } from '@/testing/admin-fixtures';
import { makeCourse, makeCourseList } from '@/testing/course-fixtures';
import { fakeApi, fakeWrite, type FakeAnswer, type FakeRequest } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

// What every admin table does the same way (the resource kit's table page), proven on each of
// them; each feature's own tests say what its columns and words are.

/** One admin table: where it lists from, how its answer reads, what it says. */
interface TableCase {
  Page: ComponentType;
  route: string;
  /** 'GET /api/…' */
  list: string;
  /** Record n: id '<letter>n', named rowName(n). */
  record: (n: number) => object;
  /** A page answer holding these records. */
  answerOf: (records: readonly object[], page: number, totalPages: number) => FakeAnswer;
  rowName: (n: number) => string;
  loadFailureLog: string;
  total: (count: number) => string;
  region: RegExp;
  pager: string;
  emptyText: string;
  /** The links under the table. */
  links: readonly (readonly [string, string])[];
  /** A table whose rows can be deleted. */
  remove?: {
    url: (n: number) => string;
    question: string;
    consequence: (n: number) => string;
    failureLog: string;
  };
  /** A record with values the server should not have sent, and the cells that then show a dash. */
  odd?: { values: object; dashed: readonly number[]; editHref: (n: number) => string };
}

const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
const range = (count: number, from: number) => Array.from({ length: count }, (_, i) => from + i);

/**
 * A record section's table, its words following one pattern from the names: 'Meeting 3' in row
 * 3, 'Delete this meeting?', 'Failed to fetch meetings', 'Total Meetings: 2', 'Meetings pages'.
 */
function sectionTable(
  one: string,
  many: string,
  table: Pick<TableCase, 'Page' | 'route' | 'record' | 'answerOf' | 'region' | 'emptyText' | 'links' | 'odd'>,
): TableCase {
  const apiPath = `/api/${many.toLowerCase()}`;
  return {
    ...table,
    list: `GET ${apiPath}`,
    rowName: (n) => `${one} ${n}`,
    loadFailureLog: `Failed to fetch ${many.toLowerCase()}`,
    total: (count) => `Total ${many}: ${count}`,
    pager: `${many} pages`,
    remove: {
      url: (n) => `${apiPath}/${one[0]?.toLowerCase() ?? ''}${n}`,
      question: `Delete this ${one.toLowerCase()}?`,
      consequence: (n) => `“${one} ${n}” will be removed from the website. This cannot be undone.`,
      failureLog: `Failed to delete ${one.toLowerCase()}`,
    },
  };
}

const TABLES: Record<string, TableCase> = {
  meetings: sectionTable('Meeting', 'Meetings', {
    Page: ManageMeetingsPage,
    route: '/admin/meetings/managemeetings',
    record: (n) => makeMeeting({ _id: `m${n}`, title: `Meeting ${n}` }),
    answerOf: (meetings, page, totalPages) =>
      ok({ message: 'ok', meetings, page, limit: 100, totalPages, totalMeetings: meetings.length }),
    region: /Every meeting/,
    emptyText: 'No meetings available',
    links: [
      ['Create Meeting', '/admin/meetings/create'],
      ['Back to Meeting Section', '/admin/meetings'],
    ],
    // What the server sent for a price stored as Infinity before prices had to be finite.
    odd: { values: { price: null }, dashed: [2], editHref: (n) => `/admin/meetings/edit/m${n}` },
  }),
  courses: sectionTable('Course', 'Courses', {
    Page: ManageCoursesPage,
    route: '/admin/courses/managecourses',
    record: (n) => makeCourse({ _id: `c${n}`, title: `Course ${n}` }),
    answerOf: (courses, page, totalPages) =>
      ok({ ...makeCourseList([], page, totalPages), courses, totalCourses: courses.length }),
    region: /Every course/,
    emptyText: 'No courses available',
    links: [
      ['Create New Course', '/admin/courses/create'],
      ['Back to Course Section', '/admin/courses'],
    ],
    odd: {
      values: { price: null, rating: null },
      dashed: [2, 3],
      editHref: (n) => `/admin/courses/edit/c${n}`,
    },
  }),
  pages: {
    ...sectionTable('Page', 'Pages', {
      Page: ManageContentPagesPage,
      route: '/admin/pages/managepages',
      record: (n) => ({
        _id: `p${n}`,
        id: `p${n}`,
        title: `Page ${n}`,
        slug: `page-${n}`,
        body: 'Some text.',
        createdAt: '2026-01-10T09:00:00.000Z',
        updatedAt: '2026-02-01T09:00:00.000Z',
      }),
      answerOf: (pages, page, totalPages) =>
        ok({ message: 'ok', pages, page, limit: 100, totalPages, totalContentPages: pages.length }),
      region: /Every content page/,
      emptyText: 'No pages yet',
      links: [
        ['Create New Page', '/admin/pages/create'],
        ['Back to Pages Section', '/admin/pages'],
      ],
      odd: {
        values: { slug: 7, updatedAt: null },
        dashed: [0, 1],
        editHref: (n) => `/admin/pages/edit/p${n}`,
      },
    }),
    // 'Pages pages' would say it twice.
    pager: 'Content pages',
    // 'Total Pages' would read as the pager's count.
    total: (count) => `Total content pages: ${count}`,
  },
  users: {
    Page: UserManagementPage,
    route: '/admin/user',
    list: 'GET /api/admin/user',
    record: makeAccount,
    answerOf: (data, page, totalPages) =>
      ok({ message: 'ok', data, page, limit: 100, totalPages, totalUsers: data.length }),
    rowName: (n) => `User ${n}`,
    loadFailureLog: 'Failed to fetch users',
    total: (count) => `Total Users: ${count}`,
    region: /Accounts that can log in/,
    pager: 'Account pages',
    emptyText: 'No users available.',
    links: [['Back to Admin Dashboard', '/admin']],
    remove: {
      url: (n) => `/api/admin/user/u${n}`,
      question: 'Delete this user?',
      consequence: (n) => `User ${n} (user${n}@school.test) will no longer be able to log in.`,
      failureLog: 'Failed to delete user',
    },
  },
  messages: {
    Page: ContactSubmissionsPage,
    route: '/admin/contact',
    list: 'GET /api/admin/contact',
    record: makeSubmission,
    answerOf: (data, page, totalPages) =>
      ok({ success: true, data, page, limit: 100, totalPages, totalMessages: data.length }),
    rowName: (n) => `Visitor ${n}`,
    loadFailureLog: 'Failed to fetch contact submissions',
    total: (count) => `Total Messages: ${count}`,
    region: /contact form/,
    pager: 'Message pages',
    emptyText: 'No contact forms submitted yet.',
    links: [],
  },
};

const deletes = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'DELETE');
/** The list's reads (not the school's settings, which the dates' style comes from, read again when a page changes). */
const gets = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.url !== '/api/site');

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  window.localStorage.setItem('token', 'admin-token');
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.clearAllMocks();
});

// The school's settings are here already (prices show in its currency): the calls counted are the table's own.
const SITE = sitePageData();

const renderTable = (table: TableCase) =>
  renderWithProviders(<table.Page />, {
    route: table.route,
    path: table.route,
    otherRoutes: { '*': <p>elsewhere</p> },
    pageData: SITE,
  });
const pageOf = (table: TableCase, count: number, from: number, page = 1, totalPages = 1) =>
  table.answerOf(range(count, from).map(table.record), page, totalPages);
const rowOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe.each(Object.entries(TABLES))('the %s table', (_name, table) => {
  it('says Loading... until the page comes, then its rows, total and links, with the token', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const requests = fakeApi({
      [table.list]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderTable(table);
    const region = screen.getByRole('region', { name: table.region });
    expect(within(region).getByText('Loading...')).toBeInTheDocument();
    expect(within(region).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');

    act(() => answer(pageOf(table, 2, 1)));
    expect(await screen.findByRole('rowheader', { name: table.rowName(1) })).toBeInTheDocument();
    expect(within(region).getByRole('table')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      table.rowName(1),
      table.rowName(2),
    ]);
    expect(screen.getByText(table.total(2))).toBeInTheDocument();
    // The links under the table (not those in its rows).
    const below = screen.queryAllByRole('link').filter((link) => !region.contains(link));
    expect(below.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(table.links);
  });

  it('shows its empty text when there is nothing to list, and no pager', async () => {
    fakeApi({ [table.list]: pageOf(table, 0, 1) });
    renderTable(table);
    expect(await screen.findByText(table.emptyText)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: table.pager })).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each<[string, FakeAnswer, string]>([
    ['a server error', { status: 500, body: { message: 'Database is down' } }, 'Database is down'],
    ['a refusal', { status: 403, body: { message: 'Admins only' } }, 'Admins only'],
    // An odd record inside a right list is only left out or salvaged; a list that is not one fails.
    [
      'an answer of the wrong shape',
      { status: 200, body: { message: 'ok', data: { name: 'no id' } } },
      'The list could not be loaded',
    ],
  ])(
    'says it could not load the list after %s, not that it is empty, and tries again',
    async (_label, failure, says) => {
      let failing = true;
      const requests = fakeApi({ [table.list]: () => (failing ? failure : pageOf(table, 1, 1)) });
      renderTable(table);
      expect(await screen.findByRole('alert')).toHaveTextContent(says);
      expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded');
      expect(screen.queryByText(table.emptyText)).not.toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith(table.loadFailureLog, expect.anything());

      failing = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('rowheader', { name: table.rowName(1) })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(gets(requests)).toHaveLength(2);
    },
  );

  it('keeps the last page it loaded, marked offline, when the admin comes back and the server cannot be reached', async () => {
    let reachable = true;
    let count = 1;
    const requests = fakeApi({
      [table.list]: () => (reachable ? pageOf(table, count, 1) : { networkError: 'Network Error' }),
    });
    const first = renderTable(table);
    await screen.findByRole('rowheader', { name: table.rowName(1) });
    first.unmount();

    // Another screen for a while; then back to this one with the server gone.
    reachable = false;
    renderWithProviders(<table.Page />, {
      route: table.route,
      path: table.route,
      store: first.store,
      pageData: SITE,
    });
    const banner = await screen.findByText(/^Offline: can't reach localhost:3000/);
    expect(banner.closest('[role="status"]')).toHaveTextContent(
      /Offline: can't reach localhost:3000 \(there is no connection to it\)\. Showing what was loaded at \d{1,2}:\d{2}/,
    );
    expect(screen.getByRole('rowheader', { name: table.rowName(1) })).toBeInTheDocument();
    expect(screen.queryByText(table.emptyText)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    reachable = true;
    count = 2;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: table.rowName(2) })).toBeInTheDocument();
    expect(screen.queryByText(/^Offline:/)).not.toBeInTheDocument();
    // Read on each opening and on Retry (a table may make other calls of its own, e.g. the inbox's).
    expect(requests.filter((request) => `${request.method} ${request.url}` === table.list)).toHaveLength(3);
  });

  it('says it is offline with nothing loaded yet, never that the list is empty', async () => {
    fakeApi({ [table.list]: { networkError: 'Network Error' } });
    renderTable(table);
    expect(await screen.findByText(/Nothing has been loaded yet\./)).toBeInTheDocument();
    expect(screen.getByText('Not loaded.')).toBeInTheDocument();
    expect(screen.queryByText(table.emptyText)).not.toBeInTheDocument();
  });

  it('asks again each time it is opened, so what changed meanwhile shows', async () => {
    let count = 1;
    const requests = fakeApi({ [table.list]: () => pageOf(table, count, 1) });
    const first = renderTable(table);
    await screen.findByRole('rowheader', { name: table.rowName(1) });
    first.unmount();

    count = 2;
    renderWithProviders(<table.Page />, {
      route: table.route,
      path: table.route,
      store: first.store,
      pageData: SITE,
    });
    expect(await screen.findByRole('rowheader', { name: table.rowName(2) })).toBeInTheDocument();
    expect(gets(requests)).toHaveLength(2);
  });

  it('pages with Previous and Next when there is more than one page, asking the server for each', async () => {
    const requests = fakeApi({
      [table.list]: (request) =>
        request.params.page === '2' ? pageOf(table, 1, 101, 2, 2) : pageOf(table, 2, 1, 1, 2),
    });
    renderTable(table);
    await screen.findByRole('rowheader', { name: table.rowName(1) });
    const pages = screen.getByRole('navigation', { name: table.pager });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: table.rowName(101) })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: table.rowName(1) })).not.toBeInTheDocument();
    expect(gets(requests).map((request) => request.params['page'])).toEqual(['1', '2']);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});

describe('the contact messages table', () => {
  it('is read only: no buttons, and no call but reading and marking what was shown as seen', async () => {
    const table = TABLES['messages'];
    if (!table) throw new Error('no messages table');
    const seen = 'POST /api/admin/contact/seen';
    const requests = fakeApi({
      [table.list]: pageOf(table, 2, 1),
      [seen]: {
        status: 200,
        body: { message: 'Messages marked as seen', seenAt: makeSubmission(1).createdAt },
      },
    });
    renderTable(table);
    await screen.findByRole('rowheader', { name: table.rowName(1) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([table.list, seen]),
    );
    // Nothing to go on to from here: no empty row of links.
    expect(screen.queryByRole('navigation', { name: 'Contact Form Submissions' })).not.toBeInTheDocument();
  });
});

const deletable = Object.entries(TABLES).flatMap(([name, table]) =>
  table.remove ? [[name, table, table.remove] as const] : [],
);

describe.each(deletable)('deleting in the %s table', (_name, table, remove) => {
  it('asks first: cancel sends nothing', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(false);
    const requests = fakeApi({ [table.list]: pageOf(table, 2, 1) });
    renderTable(table);
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${table.rowName(1)}` }));

    expect(confirmDialog).toHaveBeenCalledWith(remove.question, remove.consequence(1), 'Yes, delete it');
    expect(deletes(requests)).toHaveLength(0);
    expect(rowOf(table.rowName(1))).toBeInTheDocument();
  });

  it('deletes after a yes, with the token: the row goes at once, and the list is read again', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    let deleted = false;
    let answerRefetch: (answer: FakeAnswer) => void = () => undefined;
    let answerDelete: (answer: FakeAnswer) => void = () => undefined;
    const requests = fakeApi({
      // The list read after the delete is held back, to show the row leaves without waiting for it.
      [table.list]: () =>
        deleted ? new Promise<FakeAnswer>((resolve) => (answerRefetch = resolve)) : pageOf(table, 2, 1),
      [`DELETE ${remove.url(1)}`]: () => {
        deleted = true;
        return new Promise<FakeAnswer>((resolve) => (answerDelete = resolve));
      },
    });
    renderTable(table);
    expect(await screen.findByText(table.total(2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Delete ${table.rowName(1)}` }));

    // On its way: that row's button says so and cannot be pressed twice; the other row's can.
    expect(await screen.findByRole('button', { name: `Deleting ${table.rowName(1)}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Delete ${table.rowName(2)}` })).toBeEnabled();
    act(() => answerDelete({ status: 200, body: { message: 'Deleted successfully' } }));

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: table.rowName(1) })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(table.total(1))).toBeInTheDocument();
    expect(deletes(requests)).toHaveLength(1);
    expect(deletes(requests)[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(rowOf(table.rowName(2))).toBeInTheDocument();
    // Keyboard users stay in the table.
    expect(screen.getByRole('region', { name: table.region })).toHaveFocus();

    await waitFor(() => expect(gets(requests)).toHaveLength(2));
    act(() => answerRefetch(pageOf(table, 1, 2)));
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText(table.total(1))).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([table.rowName(2)]);
  });

  it.each<[string, FakeAnswer]>([
    ['a server error', { status: 500, body: { message: 'Database unavailable' } }],
    ['no answer', { networkError: 'Network Error' }],
  ])('keeps the row when the delete fails with %s, and only logs it', async (_label, failure) => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    const requests = fakeApi({ [table.list]: pageOf(table, 1, 1), [`DELETE ${remove.url(1)}`]: failure });
    renderTable(table);
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${table.rowName(1)}` }));

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(remove.failureLog, expect.anything()));
    expect(rowOf(table.rowName(1))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete ${table.rowName(1)}` })).toBeEnabled();
    expect(errorDialog).not.toHaveBeenCalled();
    expect(gets(requests)).toHaveLength(1);
  });
});

describe.each(Object.entries(TABLES).filter(([, table]) => table.odd))('the %s table', (_name, table) => {
  it('keeps the row of a record with odd values, with dashes for them, to edit or delete it', async () => {
    const odd = table.odd;
    if (!odd) throw new Error('no odd record declared');
    vi.mocked(confirmDialog).mockResolvedValue(true);
    const good = table.record(1);
    const deletion = fakeWrite({ status: 200, body: { message: 'Deleted successfully' } });
    const requests = fakeApi({
      [table.list]: () =>
        table.answerOf(deletion.came() ? [good] : [good, { ...table.record(9), ...odd.values }], 1, 1),
      [`DELETE ${table.remove?.url(9) ?? ''}`]: deletion.handler,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<table.Page />, { route: table.route, path: table.route, pageData: SITE });

    const row = (await screen.findByRole('rowheader', { name: table.rowName(9) })).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row).getAllByRole('cell');
    for (const index of odd.dashed) expect(cells[index]).toHaveTextContent(/^—$/);
    expect(within(row).getByRole('link', { name: `Edit ${table.rowName(9)}` })).toHaveAttribute(
      'href',
      odd.editHref(9),
    );

    await userEvent.click(within(row).getByRole('button', { name: `Delete ${table.rowName(9)}` }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: table.rowName(9) })).not.toBeInTheDocument(),
    );
    expect(deletes(requests).map((request) => request.url)).toEqual([table.remove?.url(9)]);
    expect(screen.getByRole('rowheader', { name: table.rowName(1) })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected answer/)).not.toBeInTheDocument();
    warn.mockRestore();
  });
});

describe.each([
  {
    Page: MeetingsMenuPage,
    title: 'Welcome to the Meeting Section',
    links: [
      ['Create Meeting', '/admin/meetings/create'],
      ['Manage Meetings', '/admin/meetings/managemeetings'],
    ],
  },
  {
    Page: CoursesMenuPage,
    title: 'Welcome to the Course Section',
    links: [
      ['Create Courses', '/admin/courses/create'],
      ['Manage Courses', '/admin/courses/managecourses'],
    ],
  },
  {
    Page: PagesMenuPage,
    title: 'Welcome to the Pages Section',
    links: [
      ['Create Page', '/admin/pages/create'],
      ['Manage Pages', '/admin/pages/managepages'],
    ],
  },
])('the section menu $title', ({ Page, title, links }) => {
  it('welcomes the admin and links to the section and the dashboard', async () => {
    renderWithProviders(<Page />, { otherRoutes: { [links[0]?.[1] ?? '']: <p>create page</p> } });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...links,
      ['Admin Dashboard', '/admin'],
    ]);
    await userEvent.click(screen.getByRole('link', { name: links[0]?.[0] }));
    expect(screen.getByText('create page')).toBeInTheDocument();
  });
});
