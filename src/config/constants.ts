/** The site's fixed numbers and delays, each with one home. */

/** Meetings on the home page's 'Upcoming Meetings' block. */
export const HOME_MEETINGS_COUNT = 4;
/** Descriptions on cards are cut to this many words, with a period appended if longer. */
export const EXCERPT_WORDS = 11;

export const DELAYS = {
  afterLoginMs: 1000,
  afterSignupMs: 2000,
  afterAdminSaveMs: 1000,
  adminPopupMs: 1000,
  scrollMs: 500,
  countersMs: 2000,
} as const;

export const COURSES_CAROUSEL = {
  autoplayMs: 3000,
  speedMs: 500,
  /** min-width → slides per view: 1 below 768, 2 from 768, 4 from 1200. */
  breakpoints: { 576: 1, 768: 2, 992: 2, 1200: 4 },
} as const;

export const FEATURES_CAROUSEL = {
  autoplayMs: 5000,
  transitionMs: 500,
  /** min-width → slides per view. */
  breakpoints: { 0: 1, 576: 1, 768: 2, 992: 3 },
} as const;

export const TOAST_DEFAULTS = { position: 'top-right', autoClose: 5000, theme: 'light' } as const;

/** Shown in an admin table's cell when a record's value did not come back as expected. */
export const MISSING_VALUE = '—';
/** A row's name for a record whose title did not come back as expected. */
export const UNTITLED = 'Untitled';
