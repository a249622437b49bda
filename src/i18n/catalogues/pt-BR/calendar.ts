import type { Catalogue } from '../../translator';
import type { CalendarTextId } from '../en/calendar';

/** The calendar files' texts in Portuguese (Brazil). */
export const CALENDAR_PT_BR: Catalogue<CalendarTextId> = {
  hours: 'Horário: {hours}',
  details: 'Detalhes: {url}',
  feedName: '{school}: reuniões',
  feedNameCategory: '{school}: reuniões de {category}',
};
