import type { ContactBody, ContactSentResponse } from '@/contract';
import { send, type Checked } from '@/lib/http';

/**
 * A visitor's message to the school, from the home page; the stored token goes along when there
 * is one. Through lib/http: the admin inbox's RTK Query (contact-api.ts) stays out of the
 * visitor's first load.
 */
export function sendContactMessage({
  name,
  email,
  subject,
  message,
}: ContactBody): Promise<Checked<ContactSentResponse>> {
  // Exactly the four fields, whatever else the caller's object carries.
  // The answer's check loads while the message is on its way, not with the home page.
  return send({ url: '/api/contact', method: 'POST', body: { name, email, subject, message } }, () =>
    import('./contact-answers').then((checks) => checks.contactSent),
  );
}
