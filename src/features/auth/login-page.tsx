import { useEffect, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { InputRow } from '@/components/input-row';
import { DELAYS } from '@/config/constants';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths, returningTo } from '@/config/paths';
import { isStaff } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFieldValues } from '@/hooks/use-field-values';
import { serverReason } from '@/lib/api-errors';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { island } from '@/lib/islands';
import { keepToken, onTokenChange, sessionEndedNotice } from '@/lib/session';
import { useLazyGetProfileQuery, useLogInMutation } from './auth-api';
import { AUTH_INPUTS } from './auth-inputs';
import { returnPath } from './return-path';
import type { LoginNavigationState } from './use-session';
import './auth-form.css';

const FALLBACK_ERROR = 'Login Unsuccessful. Please check your credentials and try again.';

/**
 * The login screen. `offerSignup`: the website links to sign up and to a forgotten password's
 * page; the desktop app, for administrators only, has neither and points to the website.
 */
// The server's HTML is drawn without the tab's storage: hydration starts without, then looks.
const noNotice = () => null;

export function LoginPage({ offerSignup = true }: { offerSignup?: boolean }) {
  const { values, bind } = useFieldValues({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const [logIn] = useLogInMutation();
  const [fetchProfile] = useLazyGetProfileQuery();
  const redirect = useRef<number | undefined>(undefined);
  // Told by the app that opened it, or (a new document on the website) kept for the tab.
  const ended = useSyncExternalStore(onTokenChange, sessionEndedNotice, noNotice);
  const notice = (useLocation().state as LoginNavigationState | null)?.notice ?? ended ?? undefined;
  const [search] = useSearchParams();
  const next = returnPath(search.get('next'));
  useDocumentTitle(PAGE_TITLES.login);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    const login = await logIn({ email: values.email.trim(), password: values.password });
    if (login.error) {
      setSubmitting(false);
      // The server's reason when it gave one; a fixed text when it could not be reached.
      void errorDialog('Login Failed', serverReason(login.error) ?? FALLBACK_ERROR);
      return;
    }
    keepToken(login.data);
    let landing = next;
    if (landing === undefined) {
      const profile = await fetchProfile(undefined);
      landing = isStaff(profile.data?.role) ? paths.admin.root : paths.home;
    }
    const where = next === undefined ? 'Redirecting to your dashboard...' : 'Taking you back...';
    void successDialog('Login Successful', where, DELAYS.afterLoginMs, true);
    redirect.current = window.setTimeout(() => {
      void navigate(landing);
    }, DELAYS.afterLoginMs);
  }

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(event) => void onSubmit(event)}>
        <h1>Login</h1>
        {notice && (
          <p className="auth-card__notice" role="alert">
            {notice}
          </p>
        )}
        <InputRow id="login-email" label="Email" {...AUTH_INPUTS.email} {...bind('email')} />
        <InputRow id="login-password" label="Password" {...AUTH_INPUTS.currentPassword} {...bind('password')}>
          {offerSignup ? (
            <Link className="auth-card__forgot" to={paths.forgotPassword}>
              Forgot password?
            </Link>
          ) : (
            <span className="auth-card__hint">
              Forgot your password? Use &quot;Forgot password?&quot; on the school&apos;s website login page.
            </span>
          )}
        </InputRow>
        <button className="btn btn--red" type="submit" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </button>
        {offerSignup && (
          <p className="auth-card__switch">
            <Link to={returningTo(paths.signup, next)}>Don&apos;t have an account? Sign Up</Link>
          </p>
        )}
      </form>
    </main>
  );
}

/** The website's login page, brought to life as a whole (app/islands/pages/login.ts). */
export const loginIsland = island('login', LoginPage, { data: true });
export const LoginRoute = loginIsland.Part;
