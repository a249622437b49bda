import { PASSWORD_MESSAGES } from './passwords';

/**
 * Passwords the rule refuses, each with the reason given for it: the hardening issue's examples
 * and their kin. The server's tests hold them against the API, the browser's against the
 * strength meter, so both ends are seen to say the same. (Not part of the contract's index: no
 * bundle carries it.)
 */
export const REFUSED_PASSWORDS: readonly (readonly [string, string])[] = [
  ['Summer2024!!', PASSWORD_MESSAGES.seasonOrMonth],
  ['Spring2025!!', PASSWORD_MESSAGES.seasonOrMonth],
  ['Autumn2026!!', PASSWORD_MESSAGES.seasonOrMonth],
  ['Winter2026!!', PASSWORD_MESSAGES.seasonOrMonth],
  ['December 2025!', PASSWORD_MESSAGES.seasonOrMonth],
  ['Dezembro de 2025', PASSWORD_MESSAGES.seasonOrMonth],
  ['correcthorsebatterystaple', PASSWORD_MESSAGES.common],
  ['Correct Horse Battery Staple', PASSWORD_MESSAGES.common],
  ['CorrectHorseBatteryStaple1!', PASSWORD_MESSAGES.common],
  ['dragon2024!!!', PASSWORD_MESSAGES.common],
  ['EduMeeting2024!!', PASSWORD_MESSAGES.school],
  ['edu meeting for ever', PASSWORD_MESSAGES.school],
];
