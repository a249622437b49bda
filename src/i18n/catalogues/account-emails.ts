import type { Language } from '@/contract';
import type { Catalogue } from '../translator';
import { ACCOUNT_EMAILS_EN, type AccountEmailId } from './en/account-emails';
import { ACCOUNT_EMAILS_PT_BR } from './pt-BR/account-emails';

export type { AccountEmailId } from './en/account-emails';

/** The account e-mails' catalogue in each language (the server's: it writes them). */
export const ACCOUNT_EMAILS: Readonly<Record<Language, Catalogue<AccountEmailId>>> = {
  en: ACCOUNT_EMAILS_EN,
  'pt-BR': ACCOUNT_EMAILS_PT_BR,
};
