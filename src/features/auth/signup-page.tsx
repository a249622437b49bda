import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { InputRow } from '@/components/input-row';
import { DELAYS } from '@/config/constants';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths, returningTo } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFieldValues } from '@/hooks/use-field-values';
import { serverReason } from '@/lib/api-errors';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { island } from '@/lib/islands';
import { usePrivacyPage } from '@/lib/site-identity';
import { useRegisterMutation } from './auth-api';
import { AUTH_INPUTS } from './auth-inputs';
import { NewPasswordRow } from './new-password-row';
import { PhoneRow } from './phone-row';
import { returnPath } from './return-path';
import './auth-form.css';

const EMPTY = { username: '', email: '', password: '', phonenumber: '' };

export function SignupPage() {
  const { values: form, bind } = useFieldValues(EMPTY);
  const [isLoading, setLoading] = useState(false);
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const next = returnPath(useSearchParams()[0].get('next'));
  const privacy = usePrivacyPage();
  const redirect = useRef<number | undefined>(undefined);
  useDocumentTitle(PAGE_TITLES.signup);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const personal = [form.email, form.username];

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
      // The original site's words, plus the server's reason underneath so the visitor knows what to fix.
      void errorDialog('Signup Failed!', 'Please try again.', undefined, serverReason(error));
      return;
    }
    void successDialog(
      'Signup Successful!',
      'You will be redirected to the login page.',
      DELAYS.afterSignupMs,
    );
    // A visitor who came to register for a meeting logs in next and goes back to it.
    redirect.current = window.setTimeout(
      () => void navigate(returningTo(paths.login, next)),
      DELAYS.afterSignupMs,
    );
  }

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(event) => void onSubmit(event)}>
        <h1>Sign Up</h1>
        <InputRow id="signup-name" label="Name" {...AUTH_INPUTS.name} {...bind('username')} />
        <InputRow id="signup-email" label="Email" {...AUTH_INPUTS.email} {...bind('email')} />
        <NewPasswordRow id="signup-password" label="Password" personal={personal} {...bind('password')} />
        <PhoneRow id="signup-phone" {...bind('phonenumber')} />
        <button className="btn btn--red" type="submit" disabled={isLoading}>
          Sign Up
        </button>
        {privacy && (
          <p className="auth-card__hint">
            By signing up you agree to our{' '}
            <Link to={paths.contentPage.href(privacy.slug)}>{privacy.title}</Link>.
          </p>
        )}
        <p className="auth-card__switch">
          <Link to={returningTo(paths.login, next)}>Already have an account? Login</Link>
        </p>
      </form>
    </main>
  );
}

/** The website's signup page, brought to life as a whole (app/islands/pages/signup.ts). */
export const signupIsland = island('signup', SignupPage, { data: true });
export const SignupRoute = signupIsland.Part;
