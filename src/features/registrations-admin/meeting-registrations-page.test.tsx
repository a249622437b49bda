import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registration } from '@/contract';
import { confirmDialog, errorDialog } from '@/lib/dialogs';
import { blobText } from '@/testing/blob-text';
import { stubObjectUrls } from '@/testing/browser-stubs';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, fakeWrite, type FakeAnswer, type FakeRequest } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { quietConsole } from '@/testing/quiet-console';
import { makeRegistration } from '@/testing/registration-fixtures';
import { renderWithProviders } from '@/testing/render';
import { cellTexts, columnNames, rowNamed } from '@/testing/table-queries';
import { MeetingRegistrationsPage } from './meeting-registrations-page';

vi.mock('@/lib/dialogs', () => ({ errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const logged = quietConsole('error');

/** Someone's registration at the meeting, written to from their first name. */
function registration(overrides: Partial<Registration> & Pick<Registration, '_id' | 'name'>): Registration {
  return makeRegistration({
    userId: `u-${overrides._id}`,
    email: `${overrides.name.split(' ')[0]?.toLowerCase() ?? 'someone'}@school.test`,
    ...overrides,
  });
}

const ANA = registration({ _id: 'r1', name: 'Ana Souza' });
const BRUNO = registration({ _id: 'r2', name: 'Bruno Lima', createdAt: '2026-11-02T10:00:00.000Z' });
const CARLA = registration({
  _id: 'r3',
  name: 'Carla Dias',
  status: 'waitlisted',
  position: 1,
  createdAt: '2026-11-03T10:00:00.000Z',
  confirmedAt: null,
});
const DAVI = registration({
  _id: 'r4',
  name: 'Davi Rocha',
  status: 'cancelled',
  cancelledAt: '2026-11-04T12:00:00.000Z',
});

const MEETING = makeMeeting({
  _id: 'm1',
  title: 'Open Day: Campus Tour',
  date: '2026-12-03',
  hours: 'Saturday 10:00-12:00',
  location: 'Main Hall',
  capacity: 2,
  seatsTaken: 2,
  waitlistLength: 1,
});

const meetingAnswer = (meeting = MEETING): FakeAnswer => ({
  status: 200,
  body: { message: 'Meeting fetched successfully', meetings: [meeting] },
});
const listAnswer = (registrations: Registration[]): FakeAnswer => ({
  status: 200,
  body: { message: 'Registrations fetched successfully', registrations },
});

const renderPage = () =>
  renderWithProviders(<MeetingRegistrationsPage />, {
    route: '/admin/meetings/registrations/m1',
    path: '/admin/meetings/registrations/:id',
  });

const listReads = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.url === '/api/meetings/m1/registrations');

beforeEach(() => {
  window.localStorage.setItem('token', 'admin-token');
  vi.mocked(confirmDialog).mockReset();
  vi.mocked(errorDialog).mockReset();
});

it('names the meeting and its day, counts the seats, and lists every registration with its status, place and times', async () => {
  fakeApi({
    'GET /api/meetings/m1': meetingAnswer(),
    'GET /api/meetings/m1/registrations': listAnswer([ANA, BRUNO, CARLA, DAVI]),
  });
  renderPage();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Registrations: Open Day: Campus Tour' }),
  ).toBeInTheDocument();
  expect(screen.getByText('December 3, 2026')).toBeInTheDocument();
  expect(screen.getByText(/Saturday 10:00-12:00/)).toBeInTheDocument();
  expect(await screen.findByText('2 of 2 seats taken · 1 waiting · 1 cancelled')).toBeInTheDocument();

  expect(columnNames()).toEqual([
    'Name',
    'E-mail',
    'Status',
    'Position',
    'Registered',
    'Confirmed',
    'Cancelled',
    'Actions',
  ]);
  // In the server's order: seats, then the waiting list, then cancelled ones.
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
    'Ana Souza',
    'Bruno Lima',
    'Carla Dias',
    'Davi Rocha',
  ]);
  expect(cellTexts('Carla Dias').slice(0, 3)).toEqual(['carla@school.test', 'Waiting', '1']);
  expect(cellTexts('Ana Souza').slice(1, 3)).toEqual(['Confirmed', '—']);
  expect(cellTexts('Davi Rocha')[1]).toBe('Cancelled');
  // When each registered, got its seat and was cancelled, in the school's date style and zone; a dash for what did not happen.
  expect(
    within(rowNamed('Davi Rocha'))
      .getAllByRole('time')
      .map((time) => time.getAttribute('datetime')),
  ).toEqual([DAVI.createdAt, DAVI.confirmedAt, DAVI.cancelledAt]);
  expect(cellTexts('Carla Dias').slice(4, 6)).toEqual(['—', '—']);
  expect(within(rowNamed('Ana Souza')).getAllByRole('time')[0]).toHaveTextContent('November 1, 2026 10:00 AM');
  // Only a live registration can be cancelled.
  expect(screen.getAllByRole('button', { name: /^Cancel the registration of/ })).toHaveLength(3);
  expect(within(rowNamed('Davi Rocha')).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ana@school.test' })).toHaveAttribute(
    'href',
    'mailto:ana@school.test',
  );
});

describe('Cancel', () => {
  /** Presses the Cancel of `name`'s registration, with the confirmation answered `answer`. */
  async function pressCancel(name: string, answer: boolean) {
    vi.mocked(confirmDialog).mockResolvedValue(answer);
    await userEvent.click(await screen.findByRole('button', { name: `Cancel the registration of ${name}` }));
  }
  const expectQuestion = (detail: string) =>
    expectDialog(confirmDialog, 'Cancel this registration?', detail, 'Yes, cancel it');

  it('asks first, then cancels, says what the server said and shows the list read again', async () => {
    const cancel = fakeWrite({
      status: 200,
      body: { message: 'Registration cancelled; its seat went to the first on the waiting list' },
    });
    const requests = fakeApi({
      'GET /api/meetings/m1': meetingAnswer(),
      'GET /api/meetings/m1/registrations': () =>
        cancel.came()
          ? listAnswer([
              BRUNO,
              { ...CARLA, status: 'confirmed', position: null, confirmedAt: '2026-11-05T09:00:00.000Z' },
              { ...ANA, status: 'cancelled', cancelledAt: '2026-11-05T09:00:00.000Z' },
              DAVI,
            ])
          : listAnswer([ANA, BRUNO, CARLA, DAVI]),
      'DELETE /api/meetings/m1/registrations/r1': cancel.handler,
    });
    renderPage();
    await pressCancel('Ana Souza', true);
    await expectQuestion(
      'Ana Souza (ana@school.test) loses their seat, which goes to the first on the waiting list if anyone waits. An e-mail tells them.',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Registration cancelled; its seat went to the first on the waiting list',
    );
    await waitFor(() => expect(cellTexts('Carla Dias')[1]).toBe('Confirmed'));
    expect(cellTexts('Ana Souza')[1]).toBe('Cancelled');
    expect(listReads(requests)).toHaveLength(2);
    expect(errorDialog).not.toHaveBeenCalled();
  });

  it('sends nothing when the admin does not confirm', async () => {
    const requests = fakeApi({
      'GET /api/meetings/m1': meetingAnswer(),
      'GET /api/meetings/m1/registrations': listAnswer([ANA, CARLA]),
    });
    renderPage();
    await pressCancel('Carla Dias', false);
    await expectQuestion('Carla Dias (carla@school.test) leaves the waiting list. An e-mail tells them.');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(cellTexts('Carla Dias')[1]).toBe('Waiting');
  });

  it("gives the server's reason for a refusal, and reads the list again", async () => {
    const requests = fakeApi({
      'GET /api/meetings/m1': meetingAnswer(),
      'GET /api/meetings/m1/registrations': listAnswer([ANA]),
      'DELETE /api/meetings/m1/registrations/r1': {
        status: 409,
        body: { message: 'This registration is already cancelled' },
      },
    });
    renderPage();
    await pressCancel('Ana Souza', true);
    await expectDialog(
      errorDialog,
      'The registration was not cancelled',
      'This registration is already cancelled',
    );
    await waitFor(() => expect(listReads(requests)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Cancel the registration of Ana Souza' })).toBeEnabled();
  });
});

describe('Export CSV', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
  });
  afterEach(() => urls.restore());

  it("asks for text/csv with the admin's token and saves the answer as registrations-<title>.csv", async () => {
    const csv = 'Name,E-mail,Status\r\nAna Souza,ana@school.test,confirmed\r\n';
    const requests = fakeApi({
      'GET /api/meetings/m1': meetingAnswer(),
      'GET /api/meetings/m1/registrations': (request) =>
        request.headers['accept'] === 'text/csv' ? { status: 200, body: csv } : listAnswer([ANA]),
    });
    const saved: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Registrations: Open Day: Campus Tour' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = requests.filter((request) => request.headers['accept'] === 'text/csv');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers['authorization']).toBe('Bearer admin-token');
    expect(saved[0]).toEqual({ name: 'registrations-open-day-campus-tour.csv', href: 'blob:preview-1' });
    const blob = urls.create.mock.calls[0]?.[0];
    if (!(blob instanceof Blob)) throw new Error('nothing saved');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // After the byte order mark that tells Excel it is UTF-8, the server's CSV as it came.
    expect(await blobText(blob)).toBe(`\uFEFF${csv}`);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    click.mockRestore();
  });

  it("says why when the export fails, in the server's words", async () => {
    fakeApi({
      'GET /api/meetings/m1': meetingAnswer(),
      'GET /api/meetings/m1/registrations': (request) =>
        request.headers['accept'] === 'text/csv'
          ? { status: 403, body: JSON.stringify({ message: 'Admins only' }) }
          : listAnswer([ANA]),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await expectDialog(errorDialog, 'The registrations were not exported', 'Admins only');
    expect(urls.create).not.toHaveBeenCalled();
  });
});

describe('loading, empty and failure', () => {
  it('says Loading while the list comes, and that nobody has registered yet when it is empty', async () => {
    fakeApi({
      'GET /api/meetings/m1': meetingAnswer(makeMeeting({ _id: 'm1', capacity: 30, seatsTaken: 0 })),
      'GET /api/meetings/m1/registrations': listAnswer([]),
    });
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Nobody has registered yet.')).toBeInTheDocument();
    expect(screen.getByText('0 of 30 seats taken · 0 waiting')).toBeInTheDocument();
  });

  it('says when a meeting takes no online registration', async () => {
    fakeApi({
      'GET /api/meetings/m1': meetingAnswer(makeMeeting({ _id: 'm1', capacity: null })),
      'GET /api/meetings/m1/registrations': listAnswer([]),
    });
    renderPage();
    expect(await screen.findByText(/This meeting takes no online registration now/)).toBeInTheDocument();
  });

  it('says why the list did not come, offers to try again, and never shows the failure as emptiness', async () => {
    let fail = true;
    fakeApi({
      'GET /api/meetings/m1': meetingAnswer(),
      'GET /api/meetings/m1/registrations': () =>
        fail ? { status: 500, body: { message: 'Internal Server Error' } } : listAnswer([ANA]),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The registrations could not be loaded: Internal Server Error',
    );
    expect(screen.getByText('Not loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Nobody has registered yet.')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to fetch registrations', expect.anything());

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
  });

  it('says the meeting is gone when the server knows no such meeting', async () => {
    fakeApi({
      'GET /api/meetings/m1': { status: 404, body: { message: 'No meeting with this id' } },
      'GET /api/meetings/m1/registrations': { status: 404, body: { message: 'No meeting with this id' } },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This meeting was not found: it may have been deleted.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Registrations' })).toBeInTheDocument();
  });
});
