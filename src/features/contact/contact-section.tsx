import { useState, type ReactNode, type SubmitEvent } from 'react';
import { FieldRow, InputRow } from '@/components/input-row';
import { homeAnchors } from '@/config/paths';
import { LIMITS, type ContactBody } from '@/contract';
import { useFieldValues } from '@/hooks/use-field-values';
import { CONTACT_INFO } from './contact-info';
import { sendContactMessage } from './send-contact-message';
import './contact-section.css';

export const CONTACT_FALLBACK_ERROR = 'An error occurred while sending the message.';

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };

type Status = { kind: 'success' | 'error'; text: string } | null;

interface FieldText {
  label: string;
  placeholder: string;
  maxLength: number;
  autoComplete?: 'name' | 'email';
}

const FIELDS: Record<keyof ContactBody, FieldText> = {
  name: {
    label: 'Your name',
    placeholder: 'YOUR NAME...*',
    autoComplete: 'name',
    maxLength: LIMITS.shortText,
  },
  email: {
    label: 'Your email',
    placeholder: 'YOUR EMAIL...',
    autoComplete: 'email',
    maxLength: LIMITS.email,
  },
  subject: { label: 'Subject', placeholder: 'SUBJECT...*', maxLength: LIMITS.shortText },
  message: { label: 'Your message', placeholder: 'YOUR MESSAGE...', maxLength: LIMITS.longText },
};

const DETAILS: { term: string; value: ReactNode }[] = [
  {
    term: 'Phone Number',
    value: <a href={`tel:${CONTACT_INFO.phone.replace(/[^+\d]/g, '')}`}>{CONTACT_INFO.phone}</a>,
  },
  { term: 'Email Address', value: <a href={`mailto:${CONTACT_INFO.email}`}>{CONTACT_INFO.email}</a> },
  { term: 'Street Address', value: CONTACT_INFO.address },
  { term: 'Website URL', value: CONTACT_INFO.website },
];

/** "Let's get in touch": the contact form beside the school's contact details. */
export function ContactSection() {
  const { values: fields, bind, reset } = useFieldValues<ContactBody>(EMPTY);
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);

  // Every field is required; its placeholder names it on screen, its label names it to screen readers.
  const field = (name: keyof ContactBody) => ({
    id: `contact-${name}`,
    name,
    labelClassName: 'visually-hidden',
    required: true,
    ...FIELDS[name],
    ...bind(name),
  });
  const { label: messageLabel, labelClassName, ...messageControl } = field('message');

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    setSending(true);
    const { data, error } = await sendContactMessage(fields);
    setSending(false);
    if (error) {
      console.error('Failed to send the contact message', error);
      // The server's own words when it sent any (not a network or status text).
      setStatus({ kind: 'error', text: (error.fromServer && error.message) || CONTACT_FALLBACK_ERROR });
      return;
    }
    setStatus({ kind: 'success', text: data.message });
    reset();
  };

  return (
    <section id={homeAnchors.contact} className="section contact" aria-labelledby="contact-title">
      <div className="container contact__layout">
        <form className="contact__form" onSubmit={(event) => void onSubmit(event)}>
          <h2 id="contact-title" className="contact__heading">
            Let&apos;s get in touch
          </h2>
          <div className="contact__fields">
            <InputRow {...field('name')} type="text" />
            <InputRow {...field('email')} type="email" />
            <InputRow {...field('subject')} type="text" rowClassName="contact__field--wide" />
            <FieldRow
              id={messageControl.id}
              label={messageLabel}
              labelClassName={labelClassName}
              className="contact__field--wide"
            >
              <textarea {...messageControl} rows={6} />
            </FieldRow>
          </div>
          <button type="submit" className="btn btn--red contact__submit" disabled={sending}>
            SEND MESSAGE NOW
          </button>
          {/* The live region is always there so the line is announced; the line itself only when it has text. */}
          <div aria-live="polite">
            {status && (
              <p
                className={`status-line status-line--${status.kind}`}
                role={status.kind === 'error' ? 'alert' : 'status'}
              >
                {status.text}
              </p>
            )}
          </div>
        </form>
        <aside className="contact__info" aria-label="Contact details">
          <dl className="contact__list">
            {DETAILS.map(({ term, value }) => (
              <div key={term} className="contact__entry">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </section>
  );
}
