import { useState, type SubmitEvent } from 'react';
import { AdminTable } from '@/components/admin-table';
import { FormField } from '@/components/form-field';
import { LoadProblem } from '@/components/offline-notice';
import {
  INVITATION_DAYS,
  ROLE_DUTIES,
  ROLE_LABELS,
  STAFF_ROLES,
  type Invitation,
  type StaffRole,
} from '@/contract';
import { answerDialog, DONE_DIALOG_MS } from '@/lib/answer-dialog';
import { failureReason, serverReason } from '@/lib/api-errors';
import { confirmDialog, successDialog } from '@/lib/dialogs';
import { useSiteFormats } from '@/lib/site-formats';
import { useGetInvitationsQuery, useInviteStaffMutation, useWithdrawInvitationMutation } from './users-api';
import './users-page.css';

/**
 * "Invite staff": an address and a role; the server e-mails a link with which the new member sets
 * their name and password. A refusal (an address with an account) says why, and keeps what was typed.
 */
function InviteStaffForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [invite, { isLoading }] = useInviteStaffMutation();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const { data, error } = await invite({ email: email.trim(), role });
    if (error) {
      setRefusal(failureReason(error));
      return;
    }
    setEmail('');
    void successDialog('Invitation sent', data.message, DONE_DIALOG_MS);
  }

  return (
    <form className="panel staff-invite" onSubmit={(event) => void onSubmit(event)}>
      <h2 className="staff-invite__heading">Invite staff</h2>
      <p className="staff-invite__lead">
        They get an e-mail with a link to choose their name and password. The link works once, for{' '}
        {INVITATION_DAYS} days.
      </p>
      <div className="staff-invite__fields">
        <FormField id="invite-email" label="Email" required>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="invite-role"
          label="Role"
          required
          hint={`${ROLE_LABELS[role]}: ${ROLE_DUTIES[role]}.`}
        >
          {(control) => (
            <select
              {...control}
              value={role}
              onChange={(event) => {
                const chosen = STAFF_ROLES.find((candidate) => candidate === event.target.value);
                if (chosen) setRole(chosen);
              }}
            >
              {STAFF_ROLES.map((staffRole) => (
                <option key={staffRole} value={staffRole}>
                  {ROLE_LABELS[staffRole]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {refusal && (
        <p className="status-line status-line--error" role="alert">
          Not sent: {refusal}
        </p>
      )}
      <button className="btn btn--red" type="submit" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send invitation'}
      </button>
    </form>
  );
}

/** A pending invitation's Withdraw: asked first; its link stops working. */
function WithdrawButton({ invitation }: { invitation: Invitation }) {
  const [withdraw, { isLoading }] = useWithdrawInvitationMutation();
  async function onClick() {
    const sure = await confirmDialog(
      'Withdraw this invitation?',
      `The link e-mailed to ${invitation.email} will no longer work. You can invite them again later.`,
      'Withdraw',
    );
    if (!sure) return;
    const { data: message, error } = await withdraw(invitation.id);
    answerDialog(message, error, { done: 'Invitation withdrawn', failed: 'Invitation not withdrawn' });
  }
  return (
    <button
      type="button"
      className="admin-table__action admin-table__action--danger"
      disabled={isLoading}
      aria-label={`Withdraw the invitation to ${invitation.email}`}
      onClick={() => void onClick()}
    >
      {isLoading ? 'Withdrawing...' : 'Withdraw'}
    </button>
  );
}

const COLUMNS = ['Email', 'Role', 'Invited by', 'Expires', 'Actions'] as const;

/** Invitations sent and not yet accepted, withdrawn or expired, newest first. */
function PendingInvitations() {
  const query = useGetInvitationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const invitations = query.data ?? [];
  // Its expiry as the administrator reads it: day and time, in the school's zone.
  const { dateTime } = useSiteFormats();
  return (
    <>
      <LoadProblem
        query={query}
        failure={(error) =>
          `The invitations could not be loaded: ${serverReason(error) ?? 'the server could not be reached.'}`
        }
      />
      <AdminTable
        caption="Pending invitations"
        columns={COLUMNS}
        isEmpty={invitations.length === 0}
        isLoading={query.isLoading}
        isBusy={query.isFetching}
        emptyText={query.isError && !query.data ? 'Not loaded.' : 'No invitations waiting.'}
      >
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <th scope="row">{invitation.email}</th>
            <td>{ROLE_LABELS[invitation.role]}</td>
            <td>{invitation.invitedBy.name}</td>
            <td>{dateTime(invitation.expiresAt)}</td>
            <td>
              <WithdrawButton invitation={invitation} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** The Users screen's staff invitations: the form that sends one, and those still pending. */
export function StaffInvitations() {
  return (
    <section className="staff-invitations" aria-label="Staff invitations">
      <InviteStaffForm />
      <PendingInvitations />
    </section>
  );
}
