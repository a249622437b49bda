import { ContactSentResponse } from '@/contract';
import { parseResponse } from '@/lib/parse';

/** The check of the answer to a visitor's message (send-contact-message.ts loads it with the call). */
export const contactSent = (raw: unknown): ContactSentResponse => parseResponse(ContactSentResponse, raw);
