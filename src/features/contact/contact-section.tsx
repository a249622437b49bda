import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { homeAnchors } from '@/config/paths';
import { LIMITS, type ContactBody } from '@/contract';
import { CONTACT_INFO } from './contact-info';
import { sendContactMessage } from './send-contact-message';
import './contact-section.css';

export const CONTACT_FALLBACK_ERROR = 'An error occurred while sending the message.';

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };

type Status = { kind: 'success' | 'error'; text: string } | null;

/** "Let's get in touch": the contact form beside the school's contact details. */
export function ContactSection() {
  const [fields, setFields] = useState<ContactBody>(EMPTY);
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    setFields((current) => ({ ...current, [name]: value }));
  };

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
    setFields(EMPTY);
  };

  return (
    <section id={homeAnchors.contact} className="section contact" aria-labelledby="contact-title">
      <div className="container contact__layout">
        <form className="contact__form" onSubmit={(event) => void onSubmit(event)}>
          <h2 id="contact-title" className="contact__heading">
            Let&apos;s get in touch
          </h2>
          <div className="contact__fields">
            <div className="form-field">
              <label className="visually-hidden" htmlFor="contact-name">
                Your name
              </label>
              <input
                id="contact-name"
                name="name"
                type="text"
                placeholder="YOUR NAME...*"
                autoComplete="name"
                maxLength={LIMITS.shortText}
                required
                value={fields.name}
                onChange={update}
              />
            </div>
            <div className="form-field">
              <label className="visually-hidden" htmlFor="contact-email">
                Your email
              </label>
              <input
                id="contact-email"
                name="email"
                type="email"
                placeholder="YOUR EMAIL..."
                autoComplete="email"
                maxLength={LIMITS.email}
                required
                value={fields.email}
                onChange={update}
              />
            </div>
            <div className="form-field contact__field--wide">
              <label className="visually-hidden" htmlFor="contact-subject">
                Subject
              </label>
              <input
                id="contact-subject"
                name="subject"
                type="text"
                placeholder="SUBJECT...*"
                maxLength={LIMITS.shortText}
                required
                value={fields.subject}
                onChange={update}
              />
            </div>
            <div className="form-field contact__field--wide">
              <label className="visually-hidden" htmlFor="contact-message">
                Your message
              </label>
              <textarea
                id="contact-message"
                name="message"
                placeholder="YOUR MESSAGE..."
                rows={6}
                maxLength={LIMITS.longText}
                required
                value={fields.message}
                onChange={update}
              />
            </div>
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
            <div className="contact__entry">
              <dt>Phone Number</dt>
              <dd>
                <a href={`tel:${CONTACT_INFO.phone.replace(/[^+\d]/g, '')}`}>{CONTACT_INFO.phone}</a>
              </dd>
            </div>
            <div className="contact__entry">
              <dt>Email Address</dt>
              <dd>
                <a href={`mailto:${CONTACT_INFO.email}`}>{CONTACT_INFO.email}</a>
              </dd>
            </div>
            <div className="contact__entry">
              <dt>Street Address</dt>
              <dd>{CONTACT_INFO.address}</dd>
            </div>
            <div className="contact__entry">
              <dt>Website URL</dt>
              <dd>{CONTACT_INFO.website}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </section>
  );
}
