import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation } from '@/contract';
import { confirmDialog, errorDialog, successDialog } from '@/lib/dialogs';
import { fakeApi, refusedWith, type FakeAnswer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { cellTexts } from '@/testing/table-queries';
import { StaffInvitations } from './staff-invitations';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const invitation = (n: number, fields: Partial<Invitation> = {}): Invitation => ({
  id: `i${String(n)}`,
  email: `staff${String(n)}@school.test`,
  role: 'editor',
  invitedBy: { id: 'u1', name: 'Ada Admin' },
  createdAt: '2026-03-01T09:00:00.000Z',
  expiresAt: '2026-03-08T09:00:00.000Z',
  ...fields,
});

const pending = (invitations: Invitation[]): FakeAnswer => ({
  status: 200,
  body: { message: 'ok', invitations },
});

beforeEach(() => {
  vi.mocked(confirmDialog).mockResolvedValue(true);
});
afterEach(() => {
  vi.clearAllMocks();
});

it('lists the pending invitations: address, role, who invited, when it expires', async () => {
  fakeApi({ 'GET /api/admin/invitations': pending([invitation(1, { role: 'door' })]) });
  renderWithProviders(<StaffInvitations />);
  expect(await screen.findByRole('rowheader', { name: 'staff1@school.test' })).toBeInTheDocument();
  expect(cellTexts('staff1@school.test')).toEqual([
    'Door staff',
    'Ada Admin',
    'March 8, 2026 at 9:00 AM',
    'Withdraw',
  ]);
});

it('says so when no invitation is waiting', async () => {
  fakeApi({ 'GET /api/admin/invitations': pending([]) });
  renderWithProviders(<StaffInvitations />);
  expect(await screen.findByText('No invitations waiting.')).toBeInTheDocument();
});

it("sends an invitation with the role chosen, each role's duties said, and lists it", async () => {
  let listed: Invitation[] = [];
  const requests = fakeApi({
    'GET /api/admin/invitations': () => pending(listed),
    'POST /api/admin/invitations': (request) => {
      listed = [invitation(2, { email: 'new@school.test', role: 'door' })];
      expect(request.body).toEqual({ email: 'new@school.test', role: 'door' });
      return {
        status: 201,
        body: {
          message: 'An invitation to join as Door staff was e-mailed to new@school.test.',
          invitation: listed[0],
        },
      };
    },
  });
  renderWithProviders(<StaffInvitations />);
  const form = screen.getByRole('heading', { name: 'Invite staff' }).closest('form');
  if (!form) throw new Error('no form');
  const role = within(form).getByRole('combobox', { name: /Role/ });
  expect(
    within(role)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Administrator', 'Editor', 'Door staff']);
  expect(
    within(form).getByText('Editor: meetings, courses, pages, the home page and site settings.'),
  ).toBeInTheDocument();
  await userEvent.selectOptions(role, 'door');
  expect(within(form).getByText("Door staff: the meetings' registrations.")).toBeInTheDocument();
  await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), ' new@school.test ');
  await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
  await waitFor(() =>
    expect(successDialog).toHaveBeenCalledWith(
      'Invitation sent',
      'An invitation to join as Door staff was e-mailed to new@school.test.',
      expect.any(Number),
    ),
  );
  expect(await screen.findByRole('rowheader', { name: 'new@school.test' })).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveValue('');
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
});

it('keeps what was typed and says why when the server refuses (an address with an account)', async () => {
  const taken = 'ana@school.test already has an account. Change its role on its page in Users.';
  fakeApi({
    'GET /api/admin/invitations': pending([]),
    'POST /api/admin/invitations': refusedWith(409, taken),
  });
  renderWithProviders(<StaffInvitations />);
  const email = screen.getByRole('textbox', { name: /Email/ });
  await userEvent.type(email, 'ana@school.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`Not sent: ${taken}`);
  expect(email).toHaveValue('ana@school.test');
  expect(successDialog).not.toHaveBeenCalled();
});

it('withdraws an invitation after asking, and it leaves the list', async () => {
  let listed = [invitation(1), invitation(2)];
  const requests = fakeApi({
    'GET /api/admin/invitations': () => pending(listed),
    'DELETE /api/admin/invitations/i1': () => {
      listed = [invitation(2)];
      return { status: 200, body: { message: 'The invitation was withdrawn: its link no longer works.' } };
    },
  });
  renderWithProviders(<StaffInvitations />);
  const button = await screen.findByRole('button', { name: 'Withdraw the invitation to staff1@school.test' });
  vi.mocked(confirmDialog).mockResolvedValueOnce(false);
  await userEvent.click(button);
  expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  await userEvent.click(button);
  expect(confirmDialog).toHaveBeenCalledWith(
    'Withdraw this invitation?',
    'The link e-mailed to staff1@school.test will no longer work. You can invite them again later.',
    'Withdraw',
  );
  await waitFor(() =>
    expect(screen.queryByRole('rowheader', { name: 'staff1@school.test' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('rowheader', { name: 'staff2@school.test' })).toBeInTheDocument();
  expect(errorDialog).not.toHaveBeenCalled();
});
