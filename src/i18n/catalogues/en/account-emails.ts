/** The e-mails about an account itself, in English: the source catalogue (ICU MessageFormat). */
export const ACCOUNT_EMAILS_EN = {
  greeting: 'Dear {name},',
  greetingNoName: 'Dear visitor,',
  hours: '{hours, plural, one {# hour} other {# hours}}',
  minutes: '{minutes, plural, one {# minute} other {# minutes}}',
  ignoreNotYou: 'If it was not you, you can ignore this e-mail.',
  resetSubject: 'Choose a new password for {school}',
  resetAskedBySchool:
    'The staff of {school} sent you this link so that you can choose a new password for your account.',
  resetAskedByOwner: 'Someone, hopefully you, asked to choose a new password for your account at {school}.',
  resetLink: 'Open this link to choose it (it works once, for {duration}):\n{link}',
  resetIgnore: 'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  changedSubject: 'Your password for {school} was changed',
  changed:
    'The password of your account at {school} was just changed through a password-reset link, and every device that was logged in has to log in again.',
  changedNotYou: 'If this was not you, choose a new password at once: {link}',
  confirmSubject: 'Confirm your e-mail address for {school}',
  confirm:
    'Thank you for signing up at {school}. Please confirm that this address is yours by opening this link:\n{link}',
  confirmAlready:
    'You can log in and register for meetings already. An account whose address is not confirmed within {days, plural, one {# day} other {# days}} is removed, with its registrations.',
  confirmIgnore: 'If you did not sign up, you can ignore this e-mail: the account is removed by itself.',
  againSubject: 'You already have an account at {school}',
  again:
    'Someone, hopefully you, tried to sign up at {school} with this address, which already has an account. No second account was made, and yours is unchanged.',
  againLogIn: 'Log in with your password as usual.',
  againForgot: 'Forgot it? Choose a new one with this link (it works once, for {duration}):\n{link}',
  inviteSubject: "You are invited to help run {school}'s website",
  inviteHello: 'Hello,',
  invite: '{invitedBy} invited you to join the staff of {school} on its website, as {role}: {duties}.',
  inviteRole: '{role, select, admin {Administrator} editor {Editor} door {Door staff} other {User}}',
  inviteDuties:
    "{role, select, admin {everything, accounts and roles included} editor {meetings, courses, pages, the home page and site settings} door {the meetings' registrations} other {a visitor: registrations of their own}}",
  inviteLink:
    'Open this link to choose your name and a password (it works once, for {days, plural, one {# day} other {# days}}, until {until}):\n{link}',
  inviteIgnore:
    'If you did not expect this invitation, you can ignore this e-mail: no account is made until the link is used.',
  newAddressSubject: 'Confirm your new e-mail address for {school}',
  newAddress:
    'You asked to use this address for your account at {school}. Please confirm it by opening this link (it works once, for {duration}):\n{link}',
  newAddressUntil: 'Until then, log in with your old address as before.',
  newAddressIgnore: 'If you did not ask for it, you can ignore this e-mail: the account stays as it is.',
  askedSubject: 'A new e-mail address was asked for your account at {school}',
  asked:
    "Someone logged in to your account at {school} asked to use the address {newEmail} instead of this one. It changes only when the link we sent there is opened; until then this address stays the account's.",
  askedNotYou: 'If this was not you, change your password at once: {link}',
  inUseSubject: 'Your e-mail address was entered at {school}',
  inUse:
    'Someone asked to move another account at {school} to this address. This address has an account already (yours), so nothing was changed, and yours stays as it is.',
} as const;

export type AccountEmailId = keyof typeof ACCOUNT_EMAILS_EN;
