export const MEETING_CATEGORIES = ['Soon', 'Important', 'Attractive'] as const;
export type MeetingCategory = (typeof MEETING_CATEGORIES)[number];

/** The list filter adds 'All Meetings' to the stored categories. */
export const ALL_MEETINGS = 'All Meetings';
export const MEETING_FILTERS = [ALL_MEETINGS, ...MEETING_CATEGORIES] as const;
export type MeetingFilter = (typeof MEETING_FILTERS)[number];

/** Meetings on one page of a category's list. */
export const MEETINGS_PAGE_SIZE = 9;
