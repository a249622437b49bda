import { useId, useState, type SubmitEvent } from 'react';
import { useFieldValues } from '@/hooks/use-field-values';
import { failureReason } from '@/lib/api-errors';
import { errorDialog } from '@/lib/dialogs';
import { repeatMismatch } from './new-password-fields';

interface LinkPasswordForm<Values extends { newPassword: string; repeat: string }, Answer> {
  /** The form's fields, empty: the new password and its repeat among them. */
  empty: Values;
  /** The server's words for a link that no longer works (used, expired, withdrawn or replaced). */
  deadLink: string;
  /** The error dialog's title for any other refusal (a weak password: the link keeps working). */
  failureTitle: string;
  send: (values: Values) => Promise<{ data?: Answer; error?: unknown }>;
  /** What follows the server's yes. */
  done: (answer: Answer) => void;
}

/**
 * A form that chooses a password through an e-mailed link (a password reset, an invitation): its
 * fields, the repeat's check, and the answer: done, a dead link (the page then says so and what
 * to do), or a refusal the visitor can fix and send again.
 */
export function useLinkPasswordForm<Values extends { newPassword: string; repeat: string }, Answer>({
  empty,
  deadLink,
  failureTitle,
  send,
  done,
}: LinkPasswordForm<Values, Answer>) {
  const { values, bind } = useFieldValues(empty);
  const [submitting, setSubmitting] = useState(false);
  const [linkDead, setLinkDead] = useState(false);
  const id = useId();
  const mismatch = repeatMismatch(values.newPassword, values.repeat);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.repeat !== values.newPassword) return;
    setSubmitting(true);
    const { data, error } = await send(values);
    if (error !== undefined || data === undefined) {
      setSubmitting(false);
      const reason = failureReason(error);
      if (reason === deadLink) setLinkDead(true);
      else void errorDialog(failureTitle, reason);
      return;
    }
    done(data);
  }

  return { values, bind, id, submitting, mismatch, linkDead, onSubmit };
}
