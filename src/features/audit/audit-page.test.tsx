import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import type { AuditActor, AuditEntry } from '@/contract';
import { errorDialog } from '@/lib/dialogs';
import { stubObjectUrls } from '@/testing/browser-stubs';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, refusedWith, type FakeAnswer, type FakeRequest } from '@/testing/fake-api';
import { quietConsole } from '@/testing/quiet-console';
import { renderWithProviders } from '@/testing/render';
import { columnNames } from '@/testing/table-queries';
import { auditParams } from './audit-api';
import { AuditPage } from './audit-page';

quietConsole('error');
vi.mock('@/lib/dialogs', () => ({ errorDialog: vi.fn() }));

const ANA: AuditActor = { id: 'u-ana', name: 'Ana Admin', role: 'admin' };
const EDDIE: AuditActor = { id: 'u-eddie', name: 'Eddie Editor', role: 'editor' };

function entry(overrides: Partial<AuditEntry> & Pick<AuditEntry, 'id'>): AuditEntry {
  return {
    _id: overrides.id,
    at: '2026-03-02T09:30:00.000Z',
    actor: ANA,
    action: 'change',
    kind: 'meeting',
    recordId: 'm1',
    recordExists: true,
    changes: [],
    ...overrides,
  };
}

const LONG = 'A very long description. '.repeat(10).trim();
const RENAMED = entry({
  id: 'a1',
  actor: EDDIE,
  changes: [
    { field: 'title', before: 'Open Day', after: 'Open Evening' },
    { field: 'description', before: '', after: LONG },
  ],
});
const DELETED_COURSE = entry({
  id: 'a2',
  action: 'delete',
  kind: 'course',
  recordId: 'c1',
  recordExists: false,
  changes: [{ field: 'courseImage', before: 'abc123.webp', after: null }],
});
const LOGIN = entry({ id: 'a3', action: 'login', kind: 'session', recordId: 'u-ana', recordExists: true });
const GONE_PAGE = entry({ id: 'a4', kind: 'page', recordId: 'p1', recordExists: false });

function answer(
  entries: AuditEntry[],
  { page = 1, totalPages = 1, total = entries.length, people = [ANA, EDDIE] } = {},
): FakeAnswer {
  return {
    status: 200,
    body: { message: 'ok', entries, page, limit: 25, totalPages, totalEntries: total, people },
  };
}

const reads = (requests: FakeRequest[]) =>
  requests.filter(
    (request) => request.url === '/api/admin/audit' && request.headers['accept'] !== 'text/csv',
  );

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));

it('lists who did what and when, newest first, with each change as before → after', async () => {
  const requests = fakeApi({ 'GET /api/admin/audit': answer([RENAMED, DELETED_COURSE, LOGIN, GONE_PAGE]) });
  renderWithProviders(<AuditPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  expect(await screen.findByText('Changed meeting')).toBeInTheDocument();
  expect(columnNames()).toEqual(['When', 'Who', 'What', 'Changes']);
  expect(screen.getByText('Total entries: 4')).toBeInTheDocument();
  expect(reads(requests)[0]?.params).toEqual({ page: '1', limit: '25' });

  const renamed = rowOf('Changed meeting');
  expect(within(renamed).getByRole('time')).toHaveAttribute('datetime', RENAMED.at);
  expect(renamed).toHaveTextContent('Eddie Editor Editor');
  expect(within(renamed).getByRole('link', { name: 'Open this meeting' })).toHaveAttribute(
    'href',
    paths.admin.meetingsEdit.href('m1'),
  );
  const [title, description] = within(renamed).getAllByRole('listitem');
  if (!title || !description) throw new Error('the two changes are not listed');
  expect(title).toHaveTextContent('title: Open Day → Open Evening');
  // A long value is shortened; the whole of it is one click away.
  expect(description).toHaveTextContent('description: (none) →');
  expect(within(description).getByText(LONG)).not.toBeVisible();
  await userEvent.setup().click(within(description).getByText('show all'));
  expect(within(description).getByText(LONG)).toBeVisible();

  const deleted = rowOf('Deleted course');
  expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
  expect(deleted).toHaveTextContent('course image: abc123.webp → (none)');
  expect(rowOf('Logged in')).toHaveTextContent('Ana Admin Administrator');
  // A record deleted since is named so, not linked.
  expect(within(rowOf('Changed page')).getByText('(deleted since)')).toBeInTheDocument();
  expect(within(rowOf('Changed page')).queryByRole('link')).not.toBeInTheDocument();
});

it('says when the log is empty, and when no entry matches the filters', async () => {
  fakeApi({ 'GET /api/admin/audit': answer([], { people: [ANA] }) });
  const user = userEvent.setup();
  renderWithProviders(<AuditPage />);
  expect(
    await screen.findByText(
      'No entries yet. Whatever the staff change, and every staff login, appears here.',
    ),
  ).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Kind of record'), 'Courses');
  expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
});

it('asks the server for one person, one kind and the admin’s own days, from page 1 again', async () => {
  const requests = fakeApi({
    'GET /api/admin/audit': (request) =>
      answer(request.params['actor'] === EDDIE.id ? [RENAMED] : [RENAMED, LOGIN], { totalPages: 3 }),
  });
  const user = userEvent.setup();
  renderWithProviders(<AuditPage />);
  await screen.findByText('Logged in');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(reads(requests).at(-1)?.params['page']).toBe('2'));

  const person = screen.getByLabelText('Person');
  expect(
    within(person)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Everyone', 'Ana Admin (Administrator)', 'Eddie Editor (Editor)']);
  await user.selectOptions(person, 'Eddie Editor (Editor)');
  await user.selectOptions(screen.getByLabelText('Kind of record'), 'Meetings');
  await user.type(screen.getByLabelText('From'), '2026-03-01');
  await user.type(screen.getByLabelText('To'), '2026-03-02');
  await waitFor(() =>
    expect(reads(requests).at(-1)?.params).toEqual({
      actor: EDDIE.id,
      kind: 'meeting',
      ...auditParams({ actor: '', kind: '', from: '2026-03-01', to: '2026-03-02' }),
      page: '1',
      limit: '25',
    }),
  );
  expect(screen.queryByText('Logged in')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(reads(requests).at(-1)?.params).toEqual({ page: '1', limit: '25' }));
});

it('turns the days into the instants they start and end at, in the admin’s time zone', () => {
  const { from, to } = auditParams({ actor: '', kind: '', from: '2026-03-01', to: '2026-03-02' });
  expect(from).toBe(new Date(2026, 2, 1).toISOString());
  expect(to).toBe(new Date(new Date(2026, 2, 3).getTime() - 1).toISOString());
});

it('refuses a From date after the To date before asking the server', async () => {
  const requests = fakeApi({ 'GET /api/admin/audit': answer([RENAMED]) });
  const user = userEvent.setup();
  renderWithProviders(<AuditPage />);
  await screen.findByText('Changed meeting');
  const before = reads(requests).length;
  await user.type(screen.getByLabelText('From'), '2026-03-05');
  await user.type(screen.getByLabelText('To'), '2026-03-01');
  expect(await screen.findByText('The To date is before the From date.')).toBeInTheDocument();
  expect(screen.getByText('Choose a From date on or before the To date.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  // Only the From date was asked for (typed first); never the period that cannot be.
  expect(
    reads(requests)
      .slice(before)
      .map((request) => request.params['to']),
  ).toEqual([undefined]);
});

describe('Download CSV', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
  });
  afterEach(() => urls.restore());

  it('asks for text/csv with the filters applied and saves the answer as audit-log-<today>.csv', async () => {
    const csv = '"When (UTC)","Person"\r\n"2026-03-02T09:30:00.000Z","Eddie Editor"\r\n';
    const requests = fakeApi({
      'GET /api/admin/audit': (request) =>
        request.headers['accept'] === 'text/csv' ? { status: 200, body: csv } : answer([RENAMED]),
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditPage />);
    await screen.findByText('Changed meeting');
    await user.selectOptions(screen.getByLabelText('Kind of record'), 'Meetings');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const asked = requests.filter((request) => request.headers['accept'] === 'text/csv');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.params).toEqual({ kind: 'meeting' });
    expect(asked[0]?.headers['authorization']).toBe('Bearer admin-token');
    click.mockRestore();
  });

  it("says why when it fails, in the server's words", async () => {
    fakeApi({
      'GET /api/admin/audit': (request) =>
        request.headers['accept'] === 'text/csv'
          ? refusedWith(403, 'This needs an account with the role Administrator.')
          : answer([RENAMED]),
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditPage />);
    await screen.findByText('Changed meeting');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await expectDialog(
      errorDialog,
      'The audit log was not downloaded',
      'This needs an account with the role Administrator.',
    );
    expect(urls.create).not.toHaveBeenCalled();
  });
});

it('says why the log did not load', async () => {
  fakeApi({ 'GET /api/admin/audit': refusedWith(403, 'This needs an account with the role Administrator.') });
  renderWithProviders(<AuditPage />);
  expect(
    await screen.findByText(
      /The audit log could not be loaded: This needs an account with the role Administrator\./,
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Not loaded.')).toBeInTheDocument();
});
