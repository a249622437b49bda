import { ContactSentResponse, type ContactBody } from '@/contract';
import { send, type Checked } from '@/lib/http';
import { parseResponse } from '@/lib/parse';

/**
 * A visitor's message to the school, from the home page; the stored token goes along when there
 * is one (spec point 6). Through lib/http: the admin inbox's RTK Query (contact-api.ts) stays
 * out of the visitor's first load.
 */
export function sendContactMessage({
  name,
  email,
  subject,
  message,
}: ContactBody): Promise<Checked<ContactSentResponse>> {
  // Exactly the four fields, whatever else the caller's object carries.
  return send({ url: '/api/contact', method: 'POST', body: { name, email, subject, message } }, (raw) =>
    parseResponse(ContactSentResponse, raw),
  );
}
