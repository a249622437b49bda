import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVITATION_LINK_DOES_NOT_WORK } from '@/contract';
import { errorDialog } from '@/lib/dialogs';
import { storedToken } from '@/lib/session';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, refusedWith } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { AcceptInvitationPage } from './accept-invitation-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const PASSWORD = 'harbour-lantern-quince-62';
const TOKEN = 'a'.repeat(43);

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

const renderPage = (route = `/accept-invitation?token=${TOKEN}`) =>
  renderWithProviders(<AcceptInvitationPage />, {
    route,
    path: '/accept-invitation',
    otherRoutes: { '/admin': <p>admin area</p> },
  });

async function fillIn(name = 'Edna Editor', password = PASSWORD) {
  await userEvent.type(screen.getByLabelText('Your Name'), name);
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Repeat New Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Join the Staff' }));
}

it("sends the link's token, the name and the password, keeps the session and opens the admin area", async () => {
  const requests = fakeApi({
    'POST /api/invitations/accept': {
      status: 201,
      body: { message: 'Welcome, Edna Editor: you are Editor now.', data: 'new-session-token' },
    },
  });
  renderPage();
  expect(screen.getByText(/You have been invited to help run/)).toBeInTheDocument();
  await fillIn('  Edna Editor ');
  expect(await screen.findByText('admin area')).toBeInTheDocument();
  expect(storedToken()).toBe('new-session-token');
  expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
    { token: TOKEN, name: 'Edna Editor', password: PASSWORD },
  ]);
});

it('says why a password is refused and keeps the form, to try another', async () => {
  fakeApi({
    'POST /api/invitations/accept': refusedWith(400, 'This password is too easy to guess.'),
  });
  renderPage();
  await fillIn();
  await expectDialog(errorDialog, 'Account Not Made', 'This password is too easy to guess.');
  expect(screen.getByLabelText('Your Name')).toHaveValue('Edna Editor');
  expect(screen.getByRole('button', { name: 'Join the Staff' })).toBeEnabled();
  expect(storedToken()).toBeNull();
});

it('explains a link that no longer works, and to ask the school for a new invitation', async () => {
  fakeApi({ 'POST /api/invitations/accept': refusedWith(400, INVITATION_LINK_DOES_NOT_WORK) });
  renderPage();
  await fillIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_LINK_DOES_NOT_WORK);
  expect(screen.queryByLabelText('Your Name')).not.toBeInTheDocument();
  expect(errorDialog).not.toHaveBeenCalled();
});

it('says where the page comes from when it is opened without a link', () => {
  fakeApi({});
  renderPage('/accept-invitation');
  expect(screen.getByRole('alert')).toHaveTextContent(/Please ask the school for a new invitation/);
  expect(screen.queryByRole('button', { name: 'Join the Staff' })).not.toBeInTheDocument();
});
