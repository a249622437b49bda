import type { ReactNode, Ref, SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import './admin-form.css';

export interface AdminFormProps {
  heading: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** While the form is being sent: the button is disabled and says so. */
  sending: boolean;
  submitLabel: string;
  /** Where Cancel leads (the section's list). */
  cancelTo: string;
  /** Some field has a message: one line under the fields says so too. */
  hasErrors: boolean;
  /** Why the server refused the last save, when it said. */
  serverReason: string | null;
  /** Above Save: e.g. a kept draft's notice and its buttons. */
  notice?: ReactNode;
  /** The form element, e.g. to submit it again from a popup. */
  formRef?: Ref<HTMLFormElement> | undefined;
  /** The fields. */
  children: ReactNode;
}

/** The frame of every admin create/edit form: heading, required-fields note, fields, messages, Save and Cancel. */
export function AdminForm({
  heading,
  onSubmit,
  sending,
  submitLabel,
  cancelTo,
  hasErrors,
  serverReason,
  notice,
  formRef,
  children,
}: AdminFormProps) {
  return (
    <section className="admin-form" aria-labelledby="admin-form-title">
      <h1 id="admin-form-title" className="admin-form__title">
        {heading}
      </h1>
      <p className="admin-form__note">Fields marked * are required.</p>
      <form ref={formRef} className="admin-form__card" noValidate onSubmit={onSubmit}>
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
        {notice}
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
