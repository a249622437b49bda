import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverReason } from '@/lib/api-errors';
import { island } from '@/lib/islands';
import { useStoredToken } from '@/lib/session';
import { useConfirmEmailMutation, useGetProfileQuery } from './auth-api';
import { ConfirmAddressNotice } from './confirm-address-notice';
import './auth-form.css';

type Outcome = { done: 'confirmed' | 'refused' | 'unreachable'; message: string } | undefined;

const UNREACHABLE = 'The server could not be reached, so your address is not confirmed yet.';

/**
 * /verify-email?token=…: where a sign-up's confirmation e-mail links. It confirms once the page
 * runs (a mail program that only fetches the page to scan it confirms nothing), and says how it went.
 */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token');
  const [confirmEmail] = useConfirmEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const sent = useRef(false);
  useDocumentTitle(PAGE_TITLES.verifyEmail);

  async function send(linkToken: string) {
    setOutcome(undefined);
    const { data: message, error } = await confirmEmail({ token: linkToken });
    if (message !== undefined) setOutcome({ done: 'confirmed', message });
    else {
      const reason = serverReason(error);
      setOutcome(
        reason === undefined
          ? { done: 'unreachable', message: UNREACHABLE }
          : { done: 'refused', message: reason },
      );
    }
  }

  useEffect(() => {
    // Once per page, also under StrictMode's second effect: a link is used up by its first use.
    if (!token || sent.current) return;
    sent.current = true;
    void send(token);
  });

  return (
    <main className="auth-page">
      <div className="auth-card" role={outcome?.done === 'confirmed' ? 'status' : 'alert'}>
        <h1>{PAGE_TITLES.verifyEmail}</h1>
        {!token ? (
          <p className="auth-card__lead">
            This page opens from the link in the e-mail we send when you sign up.
          </p>
        ) : outcome === undefined ? (
          <p className="auth-card__lead">Confirming your address...</p>
        ) : (
          <p className="auth-card__lead">{outcome.message}</p>
        )}
        {outcome?.done === 'unreachable' && token ? (
          <button className="btn btn--red" type="button" onClick={() => void send(token)}>
            Try Again
          </button>
        ) : outcome?.done === 'refused' || !token ? (
          <ResendLink />
        ) : (
          <Link className="btn btn--red" to={paths.home}>
            Go to the Home Page
          </Link>
        )}
      </div>
    </main>
  );
}

/** For a link that no longer works: a new one, for a logged-in owner whose address is not confirmed. */
function ResendLink() {
  const token = useStoredToken();
  const { currentData: user } = useGetProfileQuery(undefined, { skip: !token });
  if (!token) {
    return (
      <Link className="btn btn--red" to={paths.login}>
        Login
      </Link>
    );
  }
  if (user?.emailVerified) {
    return (
      <p className="auth-card__switch" role="status">
        Your address {user.userEmail} is confirmed already.
      </p>
    );
  }
  return <ConfirmAddressNotice />;
}

/** The website's page, brought to life as a whole (app/islands/pages/verify-email.ts). */
export const verifyEmailIsland = island('verify-email', VerifyEmailPage, { data: true });
export const VerifyEmailRoute = verifyEmailIsland.Part;
