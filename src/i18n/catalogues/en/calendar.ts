/** The calendar files' texts in English: the source catalogue (ICU MessageFormat). */
export const CALENDAR_EN = {
  hours: 'Hours: {hours}',
  details: 'Details: {url}',
  feedName: '{school}: meetings',
  feedNameCategory: '{school}: {category} meetings',
} as const;

export type CalendarTextId = keyof typeof CALENDAR_EN;
