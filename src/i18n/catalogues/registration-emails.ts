import type { Language } from '@/contract';
import type { Catalogue } from '../translator';
import { REGISTRATION_EMAILS_EN, type RegistrationEmailId } from './en/registration-emails';
import { REGISTRATION_EMAILS_PT_BR } from './pt-BR/registration-emails';

export type { RegistrationEmailId } from './en/registration-emails';

/** The registration e-mails' catalogue in each language (the server's: it writes them). */
export const REGISTRATION_EMAILS: Readonly<Record<Language, Catalogue<RegistrationEmailId>>> = {
  en: REGISTRATION_EMAILS_EN,
  'pt-BR': REGISTRATION_EMAILS_PT_BR,
};
