import type { ReactNode, RefObject, SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { DraftNotice } from './draft-notice';
import './card.css';
import './admin-form.css';

/** What a form's state gives its frame: Save's, the fields' messages' and the kept draft's. */
export interface AdminFormState {
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** While the form is being sent: the button is disabled and says so. */
  sending: boolean;
  /** Some field has a message: one line under the fields says so too. */
  hasErrors: boolean;
  /** Why the server refused the last save, when it said. */
  serverReason: string | null;
  /** Why the last save did not reach the server, or null. */
  unsent: string | null;
  /** When the draft the form opened with was kept, or null. */
  restoredFrom: number | null;
  /** Discard draft: forgets it and puts back what is stored. */
  discardDraft: () => void;
  /** The form element, submitted again by the draft's Send again. */
  formRef: RefObject<HTMLFormElement | null>;
}

export interface AdminFormProps {
  heading: string;
  submitLabel: string;
  /** Where Cancel leads (the section's list). */
  cancelTo: string;
  form: AdminFormState;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of every admin create/edit form: heading, required-fields note, fields, messages, a
 * kept draft's notice (Send again, Discard draft), Save and Cancel.
 */
export function AdminForm({
  heading,
  submitLabel,
  cancelTo,
  form: { onSubmit, sending, hasErrors, serverReason, unsent, restoredFrom, discardDraft, formRef },
  children,
}: AdminFormProps) {
  return (
    <section className="admin-form" aria-labelledby="admin-form-title">
      <h1 id="admin-form-title" className="admin-form__title">
        {heading}
      </h1>
      <p className="admin-form__note">Fields marked * are required.</p>
      <form ref={formRef} className="panel admin-form__card" noValidate onSubmit={onSubmit}>
        {children}
        {hasErrors && (
          <p className="status-line status-line--error" role="alert">
            Some fields need your attention: see the messages above.
          </p>
        )}
        {serverReason && (
          <p className="status-line status-line--error" role="alert">
            Not saved: {serverReason}
          </p>
        )}
        <DraftNotice unsent={unsent} restoredFrom={restoredFrom} sending={sending} onDiscard={discardDraft} />
        <div className="admin-form__actions">
          <button className="btn btn--red" type="submit" disabled={sending}>
            {sending ? 'Saving...' : submitLabel}
          </button>
          <Link className="btn btn--ghost" to={cancelTo}>
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}

/** Two fields side by side from tablet width on. */
export function AdminFormRow({ children }: { children: ReactNode }) {
  return <div className="admin-form__row">{children}</div>;
}

/** 'Loading...' where the form will be, while its record is fetched. */
export function AdminFormLoading() {
  return (
    <p className="admin-form__state" role="status">
      Loading...
    </p>
  );
}
