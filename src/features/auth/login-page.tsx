import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DELAYS } from '@/config/constants';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { LIMITS } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverReason } from '@/lib/api-errors';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { keepToken } from '@/lib/session';
import { fetchProfile, logIn } from './auth-api';
import type { LoginNavigationState } from './use-session';
import './auth-form.css';

const FALLBACK_ERROR = 'Login Unsuccessful. Please check your credentials and try again.';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const redirect = useRef<number | undefined>(undefined);
  const notice = (useLocation().state as LoginNavigationState | null)?.notice;
  useDocumentTitle(PAGE_TITLES.login);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    const login = await logIn({ email: email.trim(), password });
    if (login.error) {
      setSubmitting(false);
      // The server's reason when it gave one; the spec's fallback for a network failure.
      void errorDialog('Login Failed', serverReason(login.error) ?? FALLBACK_ERROR);
      return;
    }
    keepToken(login.data);
    const profile = await fetchProfile();
    const isAdmin = profile.data?.role === 'admin';
    void successDialog('Login Successful', 'Redirecting to your dashboard...', DELAYS.afterLoginMs, true);
    redirect.current = window.setTimeout(() => {
      void navigate(isAdmin ? paths.admin.root : paths.home);
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
        <div className="form-field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={LIMITS.passwordMax}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button className="btn btn--red" type="submit" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </button>
        <p className="auth-card__switch">
          <Link to={paths.signup}>Don&apos;t have an account? Sign Up</Link>
        </p>
      </form>
    </main>
  );
}
