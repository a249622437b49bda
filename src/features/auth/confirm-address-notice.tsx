import { useState } from 'react';
import { failureReason } from '@/lib/api-errors';
import { useStoredToken } from '@/lib/session';
import { useGetProfileQuery, useResendConfirmationMutation } from './auth-api';

/**
 * Says that the logged-in visitor's address is not confirmed yet, with a button for a new link;
 * nothing once it is (or for a visitor not logged in).
 */
export function ConfirmAddressNotice() {
  const token = useStoredToken();
  const { currentData: user } = useGetProfileQuery(undefined, { skip: !token });
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [answer, setAnswer] = useState<string | undefined>(undefined);
  if (!user || user.emailVerified) return null;

  async function onClick() {
    const { data: message, error } = await resend(undefined);
    setAnswer(message ?? failureReason(error));
  }

  return (
    <div className="auth-card__notice" role="status">
      <p>Your e-mail address {user.userEmail} is not confirmed yet: please open the link we sent you.</p>
      {answer === undefined ? (
        <button className="btn btn--ghost" type="button" disabled={isLoading} onClick={() => void onClick()}>
          {isLoading ? 'Sending...' : 'Send the Link Again'}
        </button>
      ) : (
        <p>{answer}</p>
      )}
    </div>
  );
}
