import { useState, type ReactNode, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { FieldRow, InputRow } from '@/components/input-row';
import { homeAnchors, paths } from '@/config/paths';
import { LIMITS, type ContactBody, type ContactDetails, type ContentPageLink } from '@/contract';
import { useFieldValues } from '@/hooks/use-field-values';
import { serverReason } from '@/lib/api-errors';
import { useWriteOnDemand } from '@/lib/data-on-demand';
import { island } from '@/lib/islands';
import './contact-section.css';

export const CONTACT_FALLBACK_ERROR = 'An error occurred while sending the message.';
/** Above the fields: every one of them is required, whatever its placeholder shows. */
export const CONTACT_REQUIRED_NOTE = 'All four fields are required.';

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

/** The heading when the school left its own empty. */
export const CONTACT_DEFAULT_HEADING = 'Contact us';

/** "www.school.org" for https://www.school.org/: the address as people say it. */
const shownAddress = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** The school's details that are set, in the template's order, each a link where one fits. */
function contactDetails({ phone, email, address, openingHours, website }: ContactDetails) {
  const details: { term: string; value: ReactNode }[] = [];
  const dialled = phone.replace(/[^+\d]/g, '');
  if (phone.trim()) {
    details.push({ term: 'Phone Number', value: dialled ? <a href={`tel:${dialled}`}>{phone}</a> : phone });
  }
  if (email) details.push({ term: 'Email Address', value: <a href={`mailto:${email}`}>{email}</a> });
  if (address.trim()) details.push({ term: 'Street Address', value: address });
  if (openingHours.trim()) details.push({ term: 'Opening Hours', value: openingHours });
  if (website) {
    details.push({
      term: 'Website URL',
      value: (
        <a href={website} target="_blank" rel="noopener noreferrer">
          {shownAddress(website)}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ),
    });
  }
  return details;
}

export interface ContactSectionProps {
  /** The school's heading ("Let's get in touch"); empty gives CONTACT_DEFAULT_HEADING. */
  heading: string;
  /** A few words under the heading; none when empty. */
  text: string;
  /** The school's contact details (GET /api/site's settings). */
  contact: ContactDetails;
  /** The school's privacy notice, which the form links to, if it has published one. */
  privacy: ContentPageLink | null;
}

/** The message's endpoint, loaded with the first message: the page carries no data layer. */
const sendEndpoint = () =>
  import('./send-contact-message').then(
    ({ contactMessageApi }) => contactMessageApi.endpoints.sendContactMessage,
  );

/**
 * The school's contact heading and text over the contact form, beside the school's contact details
 * (only those that are set, no panel without any).
 */
export function ContactSection({ heading, text, contact, privacy }: ContactSectionProps) {
  const details = contactDetails(contact);
  const { values: fields, bind, reset } = useFieldValues<ContactBody>(EMPTY);
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  const sendContactMessage = useWriteOnDemand(sendEndpoint);

  // Every field is required; its placeholder names it on screen, its label names it to screen
  // readers. The placeholders are the specification's, and only two carry a '*': the note above
  // the fields says on screen what `required` tells screen readers of each.
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
      setStatus({ kind: 'error', text: serverReason(error) || CONTACT_FALLBACK_ERROR });
      return;
    }
    setStatus({ kind: 'success', text: data.message });
    reset();
  };

  return (
    <section id={homeAnchors.contact} className="section contact" aria-labelledby="contact-title">
      <div
        className={
          details.length > 0
            ? 'container contact__layout'
            : 'container contact__layout contact__layout--form-only'
        }
      >
        <form className="contact__form" onSubmit={(event) => void onSubmit(event)}>
          <h2 id="contact-title" className="contact__heading">
            {heading.trim() || CONTACT_DEFAULT_HEADING}
          </h2>
          {text.trim() && <p className="contact__text">{text}</p>}
          <p className="contact__required">{CONTACT_REQUIRED_NOTE}</p>
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
          {privacy && (
            <p className="contact__privacy">
              How we use your details: <Link to={paths.contentPage.href(privacy.slug)}>{privacy.title}</Link>
            </p>
          )}
        </form>
        {details.length > 0 && (
          <aside className="contact__info" aria-label="Contact details">
            <dl className="contact__list">
              {details.map(({ term, value }) => (
                <div key={term} className="contact__entry">
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        )}
      </div>
    </section>
  );
}

/** The contact form as the server-drawn home page brings it to life (app/islands/pages/home.ts). */
export const contactIsland = island('contact', ContactSection);
