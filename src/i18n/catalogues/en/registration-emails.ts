/** The registration e-mails' texts in English: the source catalogue (ICU MessageFormat). */
export const REGISTRATION_EMAILS_EN = {
  greeting: 'Dear {name},',
  greetingNoName: 'Dear visitor,',
  date: 'Date: {date}',
  time: 'Time: {hours}',
  place: 'Place: {location}',
  details: 'Details: {url}',
  manage: 'Your registrations: {url}',
  calendarAdded: 'The attached invitation adds it to your calendar.',
  calendarChanged: 'The attached update changes it in your calendar.',
  calendarRemoved: 'The attached update removes it from your calendar.',
  confirmedSubject: 'Your seat is confirmed: {title}',
  confirmed: 'You are registered for {title}. Your seat is confirmed.',
  waitlistedSubject: 'Waiting list #{position}: {title}',
  waitlisted: '{title} is full, so you are on the waiting list, number {position}.',
  waitlistedNext:
    'When a seat frees up, it goes to the first on the list: we will write to you as soon as one is yours. You do not need to do anything.',
  promotedSubject: 'A seat is yours: {title}',
  promoted: 'Good news: a seat at {title} has freed up and it is yours. Your registration is confirmed.',
  promotedCancelPlease:
    'If you can no longer come, please cancel so the next person on the waiting list gets the seat.',
  cancelledSubject: 'Registration cancelled: {title}',
  cancelledBySchool:
    'The school has cancelled your registration for {title}. If you think this is a mistake, please contact us.',
  cancelledByVisitor: 'Your registration for {title} is cancelled, as you asked.',
  changedSubject: 'Changed: {title} (new {changes})',
  changedDate: 'date',
  changedTime: 'time',
  changedPlace: 'place',
  changedSeat: '{title} has changed. Your seat stays yours.',
  changedWaiting: '{title} has changed. You are still number {position} on the waiting list.',
  changedNow: 'Now:',
  changedBefore: 'Before:',
  deletedSubject: 'Cancelled: {title}',
  deleted: 'We are sorry: {title} will not take place, and your registration is cancelled.',
  confirmAddress:
    'Please confirm your e-mail address with the link we sent when you signed up: an account whose address is not confirmed within {days, plural, one {# day} other {# days}} of signing up is removed, and its registrations with it.',
} as const;

export type RegistrationEmailId = keyof typeof REGISTRATION_EMAILS_EN;
