import { screen, waitFor, within } from '@testing-library/react';
import { installPlatform, platform } from '@/lib/platform';
import { makeSubmission } from '@/testing/admin-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { cellTexts, columnNames, rowNamed } from '@/testing/table-queries';
import { ContactSubmissionsPage } from './contact-submissions-page';

// What only the inbox shows; what every admin table does alike is proven in src/app/admin.

const LONG_MESSAGE = `${'I would like to know more about the bachelor degree. '.repeat(40)}\nThanks!`;

it('lists the messages with Name, Email, Subject, Message and when they came, as the server sent them', async () => {
  // Newest first, as the server sends them.
  const newest = makeSubmission(3, {
    name: 'Ana Souza',
    email: 'ana@school.test',
    subject: 'Open day',
    message: LONG_MESSAGE,
    createdAt: '2026-03-03T09:30:00.000Z',
  });
  const older = makeSubmission(1, {
    name: 'Bruno Lima',
    email: 'bruno@school.test',
    subject: 'Fees',
    message: 'How much?',
  });
  fakeApi({
    'GET /api/admin/contact': {
      status: 200,
      body: { success: true, data: [newest, older], page: 1, limit: 100, totalPages: 1, totalMessages: 2 },
    },
  });
  renderWithProviders(<ContactSubmissionsPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Contact Form Submissions' })).toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
  expect(columnNames()).toEqual(['Name', 'Email', 'Subject', 'Message', 'Received']);
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
    'Ana Souza',
    'Bruno Lima',
  ]);
  // The whole message, line breaks kept, in its own cell.
  expect(cellTexts('Ana Souza').slice(0, 3)).toEqual(['ana@school.test', 'Open day', LONG_MESSAGE]);
  expect(cellTexts('Bruno Lima').slice(0, 3)).toEqual(['bruno@school.test', 'Fees', 'How much?']);

  const received = within(rowNamed('Ana Souza')).getByRole('time');
  expect(received).toHaveAttribute('datetime', newest.createdAt);
  expect(received).toHaveTextContent('March 3, 2026 9:30 AM');
  // Each address opens the mail program.
  expect(screen.getByRole('link', { name: 'bruno@school.test' })).toHaveAttribute(
    'href',
    'mailto:bruno@school.test',
  );
});

describe('what the admin has seen', () => {
  const newest = makeSubmission(2, { name: 'Ana Souza', createdAt: '2026-03-03T09:30:00.000Z' });
  const older = makeSubmission(1, { name: 'Bruno Lima', createdAt: '2026-03-01T08:00:00.000Z' });
  const list = {
    status: 200,
    body: { success: true, data: [newest, older], page: 1, limit: 100, totalPages: 1, totalMessages: 2 },
  };
  const browser = platform();
  afterEach(() => installPlatform(browser));

  it('once the messages are on screen, tells the server they are seen up to the newest shown, then the desktop app', async () => {
    const onMessagesSeen = vi.fn();
    installPlatform({ ...browser, onMessagesSeen });
    const requests = fakeApi({
      'GET /api/admin/contact': list,
      'POST /api/admin/contact/seen': {
        status: 200,
        body: { message: 'Messages marked as seen', seenAt: newest.createdAt },
      },
    });
    renderWithProviders(<ContactSubmissionsPage />);
    expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
    // Up to the newest one shown, not "now": one that came meanwhile stays new.
    await waitFor(() => expect(onMessagesSeen).toHaveBeenCalledTimes(1));
    const seen = requests.filter((request) => request.url === '/api/admin/contact/seen');
    expect(seen.map((request) => [request.method, request.body])).toEqual([
      ['POST', { upTo: newest.createdAt }],
    ]);
  });

  it('an empty inbox marks nothing', async () => {
    const requests = fakeApi({
      'GET /api/admin/contact': {
        status: 200,
        body: { success: true, data: [], page: 1, limit: 100, totalPages: 1, totalMessages: 0 },
      },
    });
    renderWithProviders(<ContactSubmissionsPage />);
    expect(await screen.findByText('No contact forms submitted yet.')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).not.toContain('/api/admin/contact/seen');
  });

  it('a mark that fails (no connection) leaves the list as it is and is only logged', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onMessagesSeen = vi.fn();
    installPlatform({ ...browser, onMessagesSeen });
    fakeApi({
      'GET /api/admin/contact': list,
      'POST /api/admin/contact/seen': { networkError: 'Network Error' },
    });
    renderWithProviders(<ContactSubmissionsPage />);
    expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
    await waitFor(() =>
      expect(warned).toHaveBeenCalledWith('Could not mark the contact messages as seen', expect.anything()),
    );
    warned.mockRestore();
    expect(onMessagesSeen).not.toHaveBeenCalled();
    expect(screen.getByRole('rowheader', { name: 'Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
