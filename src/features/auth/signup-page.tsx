import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DELAYS } from '@/config/constants';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { LIMITS, PHONE_CHARACTERS } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverReason } from '@/lib/api-errors';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { register } from './auth-api';
import { PasswordStrengthMeter } from './password-strength-meter';
import './auth-form.css';

const EMPTY = { username: '', email: '', password: '', phonenumber: '' };

export function SignupPage() {
  const [form, setForm] = useState(EMPTY);
  const [isLoading, setLoading] = useState(false);
  const navigate = useNavigate();
  const redirect = useRef<number | undefined>(undefined);
  useDocumentTitle(PAGE_TITLES.signup);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setLoading(true);
    const { error } = await register({
      username: form.username.trim(),
      email: form.email.trim(),
      password: form.password,
      phonenumber: form.phonenumber.trim(),
    });
    setLoading(false);
    if (error) {
      // The spec's words, plus the server's reason underneath so the visitor knows what to fix.
      void errorDialog('Signup Failed!', 'Please try again.', undefined, serverReason(error));
      return;
    }
    void successDialog(
      'Signup Successful!',
      'You will be redirected to the login page.',
      DELAYS.afterSignupMs,
    );
    redirect.current = window.setTimeout(() => void navigate(paths.login), DELAYS.afterSignupMs);
  }

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(event) => void onSubmit(event)}>
        <h1>Sign Up</h1>
        <div className="form-field">
          <label htmlFor="signup-name">Name</label>
          <input id="signup-name" autoComplete="name" required maxLength={100} {...field('username')} />
        </div>
        <div className="form-field">
          <label htmlFor="signup-email">Email</label>
          <input
            id="signup-email"
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.email}
            {...field('email')}
          />
        </div>
        <div className="form-field">
          <label htmlFor="signup-password">Password</label>
          <input
            id="signup-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={LIMITS.passwordMin}
            maxLength={LIMITS.passwordMax}
            aria-describedby="signup-password-strength"
            {...field('password')}
          />
          <PasswordStrengthMeter
            id="signup-password-strength"
            password={form.password}
            personal={[form.email, form.username]}
          />
        </div>
        <div className="form-field">
          <label htmlFor="signup-phone">Phone Number</label>
          <input
            id="signup-phone"
            type="tel"
            autoComplete="tel"
            required
            minLength={3}
            maxLength={LIMITS.phone}
            pattern={PHONE_CHARACTERS}
            {...field('phonenumber')}
          />
        </div>
        <button className="btn btn--red" type="submit" disabled={isLoading}>
          Sign Up
        </button>
        <p className="auth-card__switch">
          <Link to={paths.login}>Already have an account? Login</Link>
        </p>
      </form>
    </main>
  );
}
