import { PASSWORD_MESSAGES } from './passwords';

/**
 * Passwords the rule refuses, each with the reason given for it: the hardening issue's examples
 * and their kin. The server's tests hold them against the API, the browser's against the
 * strength meter, so both ends are seen to say the same. (Not part of the contract's index: no
 * bundle carries it.)
 */
const REFUSED_BY_REASON: readonly (readonly [reason: string, passwords: readonly string[]])[] = [
  [
    PASSWORD_MESSAGES.seasonOrMonth,
    ['Summer2024!!', 'Spring2025!!', 'Autumn2026!!', 'Winter2026!!', 'December 2025!', 'Dezembro de 2025'],
  ],
  [
    PASSWORD_MESSAGES.common,
    [
      'correcthorsebatterystaple',
      'Correct Horse Battery Staple',
      'CorrectHorseBatteryStaple1!',
      'dragon2024!!!',
    ],
  ],
  [PASSWORD_MESSAGES.school, ['EduMeeting2024!!', 'edu meeting for ever']],
];

export const REFUSED_PASSWORDS: readonly (readonly [password: string, reason: string])[] =
  REFUSED_BY_REASON.flatMap(([reason, passwords]) =>
    passwords.map((password) => [password, reason] as const),
  );
