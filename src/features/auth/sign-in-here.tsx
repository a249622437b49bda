import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { InputRow } from '@/components/input-row';
import { paths } from '@/config/paths';
import { useFieldValues } from '@/hooks/use-field-values';
import { serverReason, UNREACHABLE_TRY_AGAIN } from '@/lib/api-errors';
import { keepToken } from '@/lib/session';
import { usePrivacyPage } from '@/lib/site-identity';
import { sentence } from '@/utils/sentence';
import { useLogInMutation, useRegisterMutation } from './auth-api';
import { AUTH_INPUTS } from './auth-inputs';
import { NewPasswordRow } from './new-password-row';
import { PhoneRow } from './phone-row';
import './sign-in-here.css';

export interface SignInHereProps {
  /** What logging in is for, said in the heading and on the buttons: "register". */
  purpose: string;
  /** Called once the visitor is logged in (the token kept): the caller goes on with what they asked. */
  onSignedIn: () => void;
  onCancel: () => void;
}

type Mode = 'login' | 'signup';

const EMPTY = { username: '', email: '', password: '', phonenumber: '' };

const reasonOf = (error: unknown) => sentence(serverReason(error) ?? UNREACHABLE_TRY_AGAIN);

/**
 * Log in or sign up without leaving the page (a meeting's Register): a new account is made and
 * logged in at once, and the caller then does what the visitor came for, without a second click.
 */
export function SignInHere({ purpose, onSignedIn, onCancel }: SignInHereProps) {
  const [mode, setMode] = useState<Mode>('login');
  const { values, bind } = useFieldValues(EMPTY);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [logIn] = useLogInMutation();
  const [register] = useRegisterMutation();
  const privacy = usePrivacyPage();
  const heading = useRef<HTMLHeadingElement>(null);
  const gone = useRef(false);

  useEffect(() => {
    heading.current?.focus();
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  const switchTo = (next: Mode) => {
    setMode(next);
    setProblem(null);
  };

  async function logInWith(email: string): Promise<string | null> {
    const login = await logIn({ email, password: values.password });
    if (login.error) return reasonOf(login.error);
    keepToken(login.data);
    return null;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    const email = values.email.trim();
    let refused: string | null = null;
    if (mode === 'signup') {
      const signedUp = await register({
        username: values.username.trim(),
        email,
        password: values.password,
        phonenumber: values.phonenumber.trim(),
      });
      if (signedUp.error) refused = reasonOf(signedUp.error);
      else {
        const login = await logInWith(email);
        // An address that had an account already is answered as a new one (the owner is e-mailed):
        // logging in with this password is then what tells, as on the login page.
        if (login) {
          setMode('login');
          refused = `${login} If you had an account with this address already, log in with its password, or check your e-mail.`;
        }
      }
    } else {
      refused = await logInWith(email);
    }
    if (gone.current) return;
    setSending(false);
    if (refused) setProblem(refused);
    else onSignedIn();
  }

  const signingUp = mode === 'signup';
  const personal = [values.email, values.username];
  return (
    <section className="sign-in-here" aria-labelledby="sign-in-here-heading">
      <h2 id="sign-in-here-heading" tabIndex={-1} ref={heading}>
        {signingUp ? `Sign up to ${purpose}` : `Log in to ${purpose}`}
      </h2>
      <div className="sign-in-here__modes" role="group" aria-label="Do you have an account?">
        <button type="button" aria-pressed={!signingUp} onClick={() => switchTo('login')}>
          I have an account
        </button>
        <button type="button" aria-pressed={signingUp} onClick={() => switchTo('signup')}>
          I am new here
        </button>
      </div>
      <form onSubmit={(event) => void onSubmit(event)}>
        {signingUp && <InputRow id="here-name" label="Name" {...AUTH_INPUTS.name} {...bind('username')} />}
        <InputRow id="here-email" label="Email" {...AUTH_INPUTS.email} {...bind('email')} />
        {signingUp ? (
          <>
            <NewPasswordRow
              id="here-new-password"
              label="Password"
              personal={personal}
              {...bind('password')}
            />
            <PhoneRow id="here-phone" {...bind('phonenumber')} />
          </>
        ) : (
          <InputRow
            id="here-password"
            label="Password"
            {...AUTH_INPUTS.currentPassword}
            {...bind('password')}
          >
            <Link className="sign-in-here__forgot" to={paths.forgotPassword}>
              Forgot password?
            </Link>
          </InputRow>
        )}
        {problem && (
          <p className="sign-in-here__problem" role="alert">
            {problem}
          </p>
        )}
        <button className="btn btn--red" type="submit" disabled={sending}>
          {sending ? 'One moment...' : signingUp ? `Sign up and ${purpose}` : `Log in and ${purpose}`}
        </button>
        {signingUp && (
          <p className="sign-in-here__hint">
            We e-mail you a link to confirm your address.
            {privacy && (
              <>
                {' '}
                By signing up you agree to our{' '}
                <Link to={paths.contentPage.href(privacy.slug)}>{privacy.title}</Link>.
              </>
            )}
          </p>
        )}
        <button type="button" className="sign-in-here__cancel" onClick={onCancel}>
          Cancel
        </button>
      </form>
    </section>
  );
}
