import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { InputRow } from '@/components/input-row';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { ACCOUNT_LINK_MINUTES, RESET_LINK_DOES_NOT_WORK } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFieldValues } from '@/hooks/use-field-values';
import { failureReason } from '@/lib/api-errors';
import { errorDialog } from '@/lib/dialogs';
import { island } from '@/lib/islands';
import { forgetToken } from '@/lib/session';
import { useConfirmPasswordResetMutation, useRequestPasswordResetMutation } from './auth-api';
import { AUTH_INPUTS } from './auth-inputs';
import { NewPasswordFields } from './new-password-fields';
import { useLinkPasswordForm } from './use-link-password-form';
import './auth-form.css';

const LINK_HOURS = ACCOUNT_LINK_MINUTES.passwordReset / 60;
const LINK_LIFETIME = `${String(LINK_HOURS)} hour${LINK_HOURS === 1 ? '' : 's'}`;

/** /forgot-password: the address to send a link to; the answer is the same whether it has an account. */
export function ForgotPasswordPage() {
  const { values, bind } = useFieldValues({ email: '' });
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<string | undefined>(undefined);
  const [requestReset] = useRequestPasswordResetMutation();
  useDocumentTitle(PAGE_TITLES.forgotPassword);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    const { data: message, error } = await requestReset({ email: values.email.trim() });
    setSubmitting(false);
    if (error) {
      void errorDialog('Link Not Sent', failureReason(error));
      return;
    }
    setSent(message);
  }

  return (
    <main className="auth-page">
      {sent === undefined ? (
        <form className="auth-card" onSubmit={(event) => void onSubmit(event)}>
          <h1>Forgot Password</h1>
          <p className="auth-card__lead">
            Enter the email address of your account and we will send you a link to choose a new password.
          </p>
          <InputRow id="forgot-email" label="Email" {...AUTH_INPUTS.email} {...bind('email')} />
          <button className="btn btn--red" type="submit" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send Link'}
          </button>
          <p className="auth-card__switch">
            <Link to={paths.login}>Remembered it? Login</Link>
          </p>
        </form>
      ) : (
        <div className="auth-card" role="status">
          <h1>Check Your Inbox</h1>
          <p className="auth-card__lead">{sent}</p>
          <p className="auth-card__lead">
            The link works once, for {LINK_LIFETIME}. Nothing arrived? Wait a few minutes, then ask again.
          </p>
          <button className="btn btn--red" type="button" onClick={() => setSent(undefined)}>
            Send Another Link
          </button>
          <p className="auth-card__switch">
            <Link to={paths.login}>Back to Login</Link>
          </p>
        </div>
      )}
    </main>
  );
}

const EMPTY = { newPassword: '', repeat: '' };

/** The new password for the link's token; done, the visitor logs in with it. */
function ResetPasswordForm({ token }: { token: string }) {
  const [confirmReset] = useConfirmPasswordResetMutation();
  const navigate = useNavigate();
  const { bind, id, submitting, mismatch, linkDead, onSubmit } = useLinkPasswordForm({
    empty: EMPTY,
    deadLink: RESET_LINK_DOES_NOT_WORK,
    failureTitle: 'Password Not Changed',
    send: ({ newPassword }) => confirmReset({ token, newPassword }),
    done: (message) => {
      // Every session of the account has ended, this tab's too: the login page says why.
      forgetToken(message);
      void navigate(paths.login, { replace: true });
    },
  });

  if (linkDead) return <DeadLink reason={RESET_LINK_DOES_NOT_WORK} />;
  return (
    <form className="auth-card" onSubmit={(event) => void onSubmit(event)}>
      <h1>Choose a New Password</h1>
      <NewPasswordFields id={id} personal={[]} newPassword={bind('newPassword')} repeat={bind('repeat')} />
      <button className="btn btn--red" type="submit" disabled={submitting || mismatch}>
        {submitting ? 'Saving...' : 'Save New Password'}
      </button>
      <p className="auth-card__switch">Every device logged in to your account is logged out.</p>
    </form>
  );
}

/** A link that does not work (any more), or a page opened without one: the way to a new one. */
function DeadLink({ reason }: { reason: string }) {
  return (
    <div className="auth-card" role="alert">
      <h1>Choose a New Password</h1>
      <p className="auth-card__lead">{reason}</p>
      <Link className="btn btn--red" to={paths.forgotPassword}>
        Ask for a New Link
      </Link>
    </div>
  );
}

/** /reset-password?token=…: where the e-mail's link opens. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  useDocumentTitle(PAGE_TITLES.resetPassword);
  return (
    <main className="auth-page">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <DeadLink reason="This page opens from the link in the e-mail we send when you forget your password." />
      )}
    </main>
  );
}

/** The website's two pages, each brought to life as a whole (app/islands/pages/*-password.ts). */
export const forgotPasswordIsland = island('forgot-password', ForgotPasswordPage, { data: true });
export const ForgotPasswordRoute = forgotPasswordIsland.Part;
export const resetPasswordIsland = island('reset-password', ResetPasswordPage, { data: true });
export const ResetPasswordRoute = resetPasswordIsland.Part;
