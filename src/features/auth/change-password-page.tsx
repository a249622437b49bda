import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { LIMITS } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverReason } from '@/lib/api-errors';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { usePublicQuery } from '@/lib/page-data';
import { useStoredToken } from '@/lib/session';
import { changePassword, profile } from './auth-api';
import { PasswordStrengthMeter } from './password-strength-meter';
import './auth-form.css';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };
const SUCCESS_DIALOG_MS = 2500;

/** The form itself: the same for visitors (/account) and administrators (/admin/password). */
function ChangePasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [isLoading, setLoading] = useState(false);
  const token = useStoredToken();
  // The name and email the new password must not contain come from the profile (asked afresh).
  const { currentData: user } = usePublicQuery(profile, undefined, { skip: !token, maxAgeMs: 0 });
  const id = useId();

  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });
  const mismatch = form.repeat !== '' && form.repeat !== form.newPassword;

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
      void errorDialog(
        'Password Not Changed',
        serverReason(error) ?? 'The server could not be reached. Please try again.',
      );
      return;
    }
    setForm(EMPTY);
    void successDialog('Password Changed', message, SUCCESS_DIALOG_MS);
  }

  return (
    <form className="auth-card" onSubmit={(event) => void onSubmit(event)}>
      <h1>Change Password</h1>
      {user && <p className="auth-card__lead">Logged in as {user.userEmail}</p>}
      <div className="form-field">
        <label htmlFor={`${id}-current`}>Current Password</label>
        <input
          id={`${id}-current`}
          type="password"
          autoComplete="current-password"
          required
          maxLength={LIMITS.passwordMax}
          {...field('currentPassword')}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-new`}>New Password</label>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          required
          minLength={LIMITS.passwordMin}
          maxLength={LIMITS.passwordMax}
          aria-describedby={`${id}-strength`}
          {...field('newPassword')}
        />
        <PasswordStrengthMeter
          id={`${id}-strength`}
          password={form.newPassword}
          personal={[user?.userEmail, user?.userName]}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-repeat`}>Repeat New Password</label>
        <input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          required
          maxLength={LIMITS.passwordMax}
          aria-invalid={mismatch}
          aria-describedby={`${id}-repeat-hint`}
          {...field('repeat')}
        />
        {mismatch && (
          <span id={`${id}-repeat-hint`} className="auth-card__hint auth-card__hint--error" role="alert">
            The two new passwords are not the same.
          </span>
        )}
      </div>
      <button className="btn btn--red" type="submit" disabled={isLoading || mismatch}>
        {isLoading ? 'Changing...' : 'Change Password'}
      </button>
      <p className="auth-card__switch">Your other devices are logged out when the password changes.</p>
    </form>
  );
}

/** /account: a logged-in visitor changes the password; others are asked to log in first. */
export function ChangePasswordPage() {
  const token = useStoredToken();
  useDocumentTitle(PAGE_TITLES.account);
  return (
    <main className="auth-page">
      {token ? (
        <ChangePasswordForm />
      ) : (
        <div className="auth-card">
          <h1>Change Password</h1>
          <p className="auth-card__lead">Please log in to change your password.</p>
          <Link className="btn btn--red" to={paths.login}>
            Login
          </Link>
        </div>
      )}
    </main>
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
