import type { Language } from '@/contract';
import type { Catalogue } from '../translator';
import { CALENDAR_EN, type CalendarTextId } from './en/calendar';
import { CALENDAR_PT_BR } from './pt-BR/calendar';

export type { CalendarTextId } from './en/calendar';

/** The calendar files' catalogue in each language (the server's: it writes them). */
export const CALENDAR_TEXTS: Readonly<Record<Language, Catalogue<CalendarTextId>>> = {
  en: CALENDAR_EN,
  'pt-BR': CALENDAR_PT_BR,
};
