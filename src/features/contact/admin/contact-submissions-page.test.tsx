import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import type { ContactListResponse, ContactSubmission } from '@/contract';
import { TOKEN_KEY } from '@/lib/platform';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { localDate } from '@/utils/dates';
import { ContactSubmissionsPage, NO_SUBMISSIONS } from './contact-submissions-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const submission = (n: number, fields: Partial<ContactSubmission> = {}): ContactSubmission => ({
  _id: `c${n}`,
  id: `c${n}`,
  name: `Visitor ${n}`,
  email: `visitor${n}@school.test`,
  subject: `Subject ${n}`,
  message: `Message ${n}`,
  createdAt: `2026-03-0${n}T09:30:00.000Z`,
  ...fields,
});

const LONG_MESSAGE = `${'I would like to know more about the bachelor degree. '.repeat(40)}\nThanks!`;

// Newest first, as the server sends them.
const newest = submission(3, {
  name: 'Ana Souza',
  email: 'ana@school.test',
  subject: 'Open day',
  message: LONG_MESSAGE,
});
const older = submission(1, {
  name: 'Bruno Lima',
  email: 'bruno@school.test',
  subject: 'Fees',
  message: 'How much?',
});

const list = (data: ContactSubmission[], page = 1, totalPages = 1): FakeAnswer => {
  const body: ContactListResponse = {
    success: true,
    data,
    page,
    limit: 100,
    totalPages,
    totalMessages: data.length,
  };
  return { status: 200, body };
};

const table = () =>
  screen.getByRole('table', { name: "Messages from the website's contact form, newest first" });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('ContactSubmissionsPage', () => {
  it('lists the submissions with Name, Email, Subject, Message and the date, in the order the server sent them', async () => {
    fakeApi({ 'GET /api/admin/contact': list([newest, older]) });
    renderWithProviders(<ContactSubmissionsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Form Submissions' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Subject', 'Message', 'Received']);

    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    // Each row: the name as its header, then Email, Subject, Message and Received.
    const cells = rows.map((row) => [...row.querySelectorAll('th, td')]);
    const first = cells[0] ?? [];
    expect(first[0]).toBe(within(rows[0] as HTMLElement).getByRole('rowheader'));
    expect(first.slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'Ana Souza',
      'ana@school.test',
      'Open day',
      LONG_MESSAGE, // the whole message, line breaks kept, in its own cell
    ]);
    expect(cells[1]?.slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'Bruno Lima',
      'bruno@school.test',
      'Fees',
      'How much?',
    ]);

    const received = first[4]?.querySelector('time');
    expect(received).toHaveAttribute('datetime', newest.createdAt);
    expect(received).toHaveTextContent(localDate(newest.createdAt));
  });

  it('makes each email a mailto: link', async () => {
    fakeApi({ 'GET /api/admin/contact': list([newest, older]) });
    renderWithProviders(<ContactSubmissionsPage />);
    expect(await screen.findByRole('link', { name: 'ana@school.test' })).toHaveAttribute(
      'href',
      'mailto:ana@school.test',
    );
    expect(screen.getByRole('link', { name: 'bruno@school.test' })).toHaveAttribute(
      'href',
      'mailto:bruno@school.test',
    );
  });

  it('is read only: no buttons, no other calls', async () => {
    const requests = fakeApi({ 'GET /api/admin/contact': list([newest, older]) });
    renderWithProviders(<ContactSubmissionsPage />);
    await screen.findByRole('rowheader', { name: 'Ana Souza' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/admin/contact']);
  });

  it('sends the stored token as a bearer header', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'admin-token');
    const requests = fakeApi({ 'GET /api/admin/contact': list([]) });
    renderWithProviders(<ContactSubmissionsPage />);
    await screen.findByText(NO_SUBMISSIONS);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it("shows 'No contact forms submitted yet.' when there are none", async () => {
    fakeApi({ 'GET /api/admin/contact': list([]) });
    renderWithProviders(<ContactSubmissionsPage />);
    expect(await screen.findByText('No contact forms submitted yet.')).toBeInTheDocument();
    expect(NO_SUBMISSIONS).toBe('No contact forms submitted yet.');
    expect(bodyRows()).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each<[string, FakeAnswer]>([
    ['a server error', { status: 500, body: { message: 'Database is down' } }],
    ['a refusal', { status: 403, body: { message: 'Admins only' } }],
    ['no answer', { networkError: 'Network Error' }],
    // An odd message inside a right list is only left out; a list that is not one fails.
    ['an answer of the wrong shape', { status: 200, body: { success: true, data: { name: 'no id' } } }],
  ])('only logs %s and shows the empty table', async (_label, answer) => {
    fakeApi({ 'GET /api/admin/contact': answer });
    renderWithProviders(<ContactSubmissionsPage />);
    expect(await screen.findByText(NO_SUBMISSIONS)).toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Failed to fetch contact submissions', expect.anything()),
    );
    expect(table()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Loading... in the table until the answer comes', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const requests = fakeApi({
      'GET /api/admin/contact': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<ContactSubmissionsPage />);
    expect(within(table()).getByText('Loading...')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(requests).toHaveLength(1));
    answer(list([older]));
    expect(await screen.findByRole('rowheader', { name: 'Bruno Lima' })).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-busy', 'false');
  });

  it('asks again each time it is opened, so a message sent meanwhile shows', async () => {
    let stored = [older];
    const requests = fakeApi({ 'GET /api/admin/contact': () => list(stored) });
    const first = renderWithProviders(<ContactSubmissionsPage />);
    await screen.findByRole('rowheader', { name: 'Bruno Lima' });
    first.unmount();

    // A visitor writes (from any browser, this one included) while the admin is elsewhere.
    stored = [newest, older];
    renderWithProviders(<ContactSubmissionsPage />, { store: first.store });
    expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('pages through more messages than one answer holds, asking the server for each page', async () => {
    const requests = fakeApi({
      'GET /api/admin/contact': (request) =>
        request.params.page === 2 ? list([older], 2, 2) : list([newest], 1, 2),
    });
    renderWithProviders(<ContactSubmissionsPage />);
    expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Message pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Ana Souza' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.params.page)).toEqual([1, 2]);
  });
});
