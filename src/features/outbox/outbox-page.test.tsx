import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxEmail, OutboxEmailSummary } from '@/contract';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, refusedWith, type FakeAnswer, type FakeRequest } from '@/testing/fake-api';
import { quietConsole } from '@/testing/quiet-console';
import { renderWithProviders } from '@/testing/render';
import { cellTexts, columnNames, rowNamed } from '@/testing/table-queries';
import { OutboxPage } from './outbox-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn() }));

const logged = quietConsole('error');

function summary(overrides: Partial<OutboxEmailSummary> & Pick<OutboxEmailSummary, '_id' | 'subject'>) {
  return {
    to: 'ana@school.test',
    status: 'pending',
    attempts: 0,
    lastError: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    nextAttemptAt: '2026-11-20T10:00:00.000Z',
    sentAt: null,
    ...overrides,
  } satisfies OutboxEmailSummary;
}

const CONFIRMED = summary({ _id: 'e1', subject: 'Your seat at Open Day is confirmed' });
const FAILED = summary({
  _id: 'e2',
  subject: 'You are on the waiting list for Science Fair',
  to: 'bruno@school.test',
  status: 'failed',
  attempts: 5,
  lastError: '550 mailbox unavailable',
});

const ICS =
  'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nSUMMARY:Open Day\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
const FULL: OutboxEmail = {
  ...CONFIRMED,
  from: null,
  text: 'Hello Ana,\n\nYour seat is confirmed.\n\nDate: Thursday, December 3, 2026',
  attachments: [
    { filename: 'invitation.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ICS },
  ],
};

function page(
  emails: OutboxEmailSummary[],
  { sending = false, page: number = 1, totalPages = 1, total = emails.length } = {},
): FakeAnswer {
  return {
    status: 200,
    body: { success: true, data: emails, page: number, limit: 25, totalPages, totalEmails: total, sending },
  };
}

const reads = (requests: FakeRequest[], url: string) =>
  requests.filter((request) => request.method === 'GET' && request.url === url);

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));

it('lists the e-mails with recipient, subject, status, attempts, last error and when each was written', async () => {
  const requests = fakeApi({ 'GET /api/admin/outbox': page([CONFIRMED, FAILED], { sending: true }) });
  renderWithProviders(<OutboxPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: CONFIRMED.subject })).toBeInTheDocument();
  expect(columnNames()).toEqual(['Subject', 'To', 'Status', 'Attempts', 'Last error', 'Created', 'Actions']);
  expect(cellTexts(CONFIRMED.subject).slice(0, 4)).toEqual(['ana@school.test', 'Waiting', '0', '—']);
  expect(cellTexts(FAILED.subject).slice(0, 4)).toEqual([
    'bruno@school.test',
    'Failed',
    '5',
    '550 mailbox unavailable',
  ]);
  expect(within(rowNamed(FAILED.subject)).getByRole('time')).toHaveAttribute('datetime', FAILED.createdAt);
  expect(screen.getByText('Total E-mails: 2')).toBeInTheDocument();
  expect(reads(requests, '/api/admin/outbox')[0]?.params).toEqual({ page: '1', limit: '25' });
  // Mail is set up: no word about it.
  expect(screen.queryByText(/E-mail is not set up yet/)).not.toBeInTheDocument();
});

it('sends a failed e-mail again (only a failed one), says so and reads the list again', async () => {
  let retried = false;
  const requests = fakeApi({
    'GET /api/admin/outbox': () =>
      page([CONFIRMED, retried ? { ...FAILED, status: 'pending', attempts: 0 } : FAILED], { sending: true }),
    'POST /api/admin/outbox/e2/retry': () => {
      retried = true;
      return { status: 200, body: { message: 'The e-mail will be sent again in a moment.' } };
    },
  });
  renderWithProviders(<OutboxPage />);
  await screen.findByRole('rowheader', { name: FAILED.subject });
  expect(
    within(rowNamed(CONFIRMED.subject)).queryByRole('button', { name: /again/ }),
  ).not.toBeInTheDocument();

  await userEvent.click(
    within(rowNamed(FAILED.subject)).getByRole('button', {
      name: `Send the e-mail “${FAILED.subject}” to bruno@school.test again`,
    }),
  );
  await expectDialog(successDialog, 'E-mail sent again', 'The e-mail will be sent again in a moment.', 4000);
  await waitFor(() => expect(cellTexts(FAILED.subject).slice(1, 3)).toEqual(['Waiting', '0']));
  expect(reads(requests, '/api/admin/outbox')).toHaveLength(2);
  expect(within(rowNamed(FAILED.subject)).queryByRole('button', { name: /again/ })).not.toBeInTheDocument();
});

it('says why a failed e-mail was not sent again', async () => {
  fakeApi({
    'GET /api/admin/outbox': page([FAILED], { sending: true }),
    'POST /api/admin/outbox/e2/retry': refusedWith(
      409,
      'Only an e-mail that failed can be sent again: this one is pending.',
    ),
  });
  renderWithProviders(<OutboxPage />);
  await userEvent.click(await screen.findByRole('button', { name: /again$/ }));
  await expectDialog(
    errorDialog,
    'E-mail not sent again',
    'Only an e-mail that failed can be sent again: this one is pending.',
  );
});

it('says, while mail is not set up, that e-mails wait here until the school’s IT sets it up', async () => {
  fakeApi({ 'GET /api/admin/outbox': page([CONFIRMED], { sending: false }) });
  renderWithProviders(<OutboxPage />);
  const banner = await screen.findByRole('note');
  expect(banner).toHaveTextContent('E-mail is not set up yet.');
  expect(banner).toHaveTextContent(/wait here and are not sent/);
  expect(banner).toHaveTextContent(/once your IT sets up the school's mail server/);
  expect(banner).toHaveTextContent(/SMTP_URL and MAIL_FROM/);
});

it('previews one e-mail: From, To, Subject, its text as written and its invitation folded away; Close gives the focus back', async () => {
  const requests = fakeApi({
    'GET /api/admin/outbox': page([CONFIRMED, FAILED]),
    'GET /api/admin/outbox/e1': { status: 200, body: { message: 'ok', email: FULL } },
  });
  const user = userEvent.setup();
  renderWithProviders(<OutboxPage />);
  const preview = await screen.findByRole('button', {
    name: `Preview the e-mail “${CONFIRMED.subject}” to ana@school.test`,
  });
  await user.click(preview);

  const region = await screen.findByRole('region', { name: 'Preview' });
  await within(region).findByText('Hello Ana,', { exact: false });
  expect(reads(requests, '/api/admin/outbox/e1')).toHaveLength(1);
  expect(within(region).getByRole('heading', { level: 2, name: 'Preview' })).toHaveFocus();
  const fields = [...region.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
  expect(fields).toEqual([
    ['From', 'Not set yet: it is the sender address your IT chooses (MAIL_FROM)'],
    ['To', 'ana@school.test'],
    ['Subject', CONFIRMED.subject],
    ['Status', 'Waiting until mail is set up'],
  ]);
  // The text keeps its lines.
  const text = within(region).getByLabelText("The e-mail's text");
  expect(text.tagName).toBe('PRE');
  expect(text.textContent).toBe(FULL.text);
  // The attachment's name and type, its calendar text folded until asked for.
  expect(within(region).getByText('invitation.ics')).toBeInTheDocument();
  expect(within(region).getByText('text/calendar; charset=utf-8; method=REQUEST')).toBeInTheDocument();
  const details = region.querySelector('details');
  expect(details).not.toHaveAttribute('open');
  await user.click(within(region).getByText('Show the calendar invitation’s text'));
  expect(details).toHaveAttribute('open');
  expect(details?.querySelector('pre')?.textContent).toBe(ICS.replaceAll('\r\n', '\n'));

  await user.click(within(region).getByRole('button', { name: 'Close preview' }));
  expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  expect(preview).toHaveFocus();
});

it('shows the sender once mail is set up, and the last error of a failed e-mail', async () => {
  fakeApi({
    'GET /api/admin/outbox': page([FAILED], { sending: true }),
    'GET /api/admin/outbox/e2': {
      status: 200,
      body: {
        message: 'ok',
        email: { ...FAILED, from: 'School <office@school.test>', text: 'Hello', attachments: [] },
      },
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<OutboxPage />);
  await user.click(await screen.findByRole('button', { name: /^Preview the e-mail/ }));
  const region = await screen.findByRole('region', { name: 'Preview' });
  expect(await within(region).findByText('School <office@school.test>')).toBeInTheDocument();
  expect(within(region).getByText('Failed: given up after 5 attempts')).toBeInTheDocument();
  expect(within(region).getByText('550 mailbox unavailable')).toBeInTheDocument();
  expect(within(region).getByText('None.')).toBeInTheDocument();
});

it('says when a previewed e-mail could not be read', async () => {
  fakeApi({
    'GET /api/admin/outbox': page([CONFIRMED]),
    'GET /api/admin/outbox/e1': { status: 404, body: { message: 'No e-mail with this id in the outbox' } },
  });
  const user = userEvent.setup();
  renderWithProviders(<OutboxPage />);
  await user.click(await screen.findByRole('button', { name: /^Preview the e-mail/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is no longer in the outbox.');
  expect(logged).toHaveBeenCalledWith('Failed to fetch the e-mail', expect.anything());
});

it('pages through the e-mails', async () => {
  const requests = fakeApi({
    'GET /api/admin/outbox': (request) =>
      request.params['page'] === '2'
        ? page([FAILED], { page: 2, totalPages: 2, total: 26 })
        : page([CONFIRMED], { totalPages: 2, total: 26 }),
  });
  const user = userEvent.setup();
  renderWithProviders(<OutboxPage />);
  await screen.findByRole('rowheader', { name: CONFIRMED.subject });
  await user.click(
    within(screen.getByRole('navigation', { name: 'Outbox pages' })).getByRole('button', { name: 'Next' }),
  );
  expect(await screen.findByRole('rowheader', { name: FAILED.subject })).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(reads(requests, '/api/admin/outbox').map((request) => request.params['page'])).toEqual(['1', '2']);
});

describe('empty and failure', () => {
  it('says there are no e-mails yet, and Loading before', async () => {
    fakeApi({ 'GET /api/admin/outbox': page([]) });
    renderWithProviders(<OutboxPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByText('No e-mails yet. They appear here as visitors register for meetings.'),
    ).toBeInTheDocument();
  });

  it('says why the list did not come and offers to try again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/admin/outbox': () =>
        fail ? { status: 500, body: { message: 'Internal Server Error' } } : page([CONFIRMED]),
    });
    const user = userEvent.setup();
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mails could not be loaded: Internal Server Error',
    );
    expect(screen.getByText('Not loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('rowheader', { name: CONFIRMED.subject })).toBeInTheDocument(),
    );
  });
});
