import { useId, useState, type SubmitEvent } from 'react';
import { InputRow } from '@/components/input-row';
import { useFieldValues } from '@/hooks/use-field-values';
import { failureReason } from '@/lib/api-errors';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { useStoredToken } from '@/lib/session';
import { useChangePasswordMutation, useGetProfileQuery } from './auth-api';
import { AUTH_INPUTS } from './auth-inputs';
import { NewPasswordFields, repeatMismatch } from './new-password-fields';
import './auth-form.css';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };
const SUCCESS_DIALOG_MS = 2500;

/**
 * The form itself: the same for visitors (/account, one section of the page: `section`) and
 * administrators (/admin/password, the page's own heading).
 */
export function ChangePasswordForm({ section = false }: { section?: boolean }) {
  const { values: form, bind, reset } = useFieldValues(EMPTY);
  const [isLoading, setLoading] = useState(false);
  const token = useStoredToken();
  // The name and email the new password must not contain come from the profile (asked afresh).
  const { currentData: user } = useGetProfileQuery(undefined, {
    skip: !token,
    refetchOnMountOrArgChange: true,
  });
  const [changePassword] = useChangePasswordMutation();
  const id = useId();

  const personal = [user?.userEmail, user?.userName];
  const mismatch = repeatMismatch(form.newPassword, form.repeat);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.repeat !== form.newPassword) return;
    setLoading(true);
    const { data: message, error } = await changePassword({
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
    });
    setLoading(false);
    if (error) {
      void errorDialog('Password Not Changed', failureReason(error));
      return;
    }
    reset();
    void successDialog('Password Changed', message, SUCCESS_DIALOG_MS);
  }

  return (
    <form className="auth-card" onSubmit={(event) => void onSubmit(event)}>
      {section ? <h2>Change Password</h2> : <h1>Change Password</h1>}
      {user && <p className="auth-card__lead">Logged in as {user.userEmail}</p>}
      <InputRow
        id={`${id}-current`}
        label="Current Password"
        {...AUTH_INPUTS.currentPassword}
        {...bind('currentPassword')}
      />
      <NewPasswordFields
        id={id}
        personal={personal}
        newPassword={bind('newPassword')}
        repeat={bind('repeat')}
      />
      <button className="btn btn--red" type="submit" disabled={isLoading || mismatch}>
        {isLoading ? 'Changing...' : 'Change Password'}
      </button>
      <p className="auth-card__switch">Your other devices are logged out when the password changes.</p>
    </form>
  );
}

/** /admin/password: the same form inside the admin area (behind the admin guard). */
export function AdminChangePasswordPage() {
  return (
    <section className="auth-inline">
      <ChangePasswordForm />
    </section>
  );
}
