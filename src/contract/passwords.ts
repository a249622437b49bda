import { LIMITS } from './common-values';

/**
 * The rule for new passwords, the same at both ends: the server refuses what breaks it (it is the
 * authority), the sign-up and change-password forms show it while the person types. The score is
 * zxcvbn's estimate, 0 (guessed at once) to 4 (very hard to guess), with the common and English
 * dictionaries.
 */
export const PASSWORD_STRENGTH = { minLength: LIMITS.passwordMin, minScore: 3, maxScore: 4 } as const;

const ADVICE = 'Choose something less predictable, such as three or four unrelated words.';

/** Why a new password is refused, in words for the person: the server's 400 and the form's hint. */
export const PASSWORD_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_STRENGTH.minLength} characters long.`,
  personal: 'The password must not contain your name or email address.',
  school: "The password must not contain the school's name.",
  seasonOrMonth: `A season or month with a year (like Summer2024!) is among the first things guessed. ${ADVICE}`,
  common: `This password is on the list of the most used passwords (perhaps with numbers or symbols added), which are tried first. ${ADVICE}`,
} as const;

/** What a strength estimator (zxcvbn) says about a password. */
export interface PasswordEstimate {
  score: number;
  warning: string | null;
  suggestions: string[];
}

/** What a new password is compared with: the account's own words and the school's name. */
export interface PasswordWords {
  /** The account's email, its part before the @ and the name, in lower case (4 characters or more). */
  personal: string[];
  /** The school's name in lower case, letters and digits only ('' when shorter than 4). */
  school: string;
  /**
   * What the estimator is told: those words and their parts, so "Ana Souza" makes "souza2024!"
   * weak, and "Riverside Academy" makes "riverside2024!" weak. The same at both ends, so the
   * form's verdict is the server's.
   */
  estimatorInputs: string[];
}

/** Lower case without accents (verão → verao), so words compare however they were typed. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Only the letters and digits: "Edu Meeting" → "edumeeting". */
const squashed = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');

// Shorter words or names would refuse too much; they are still given to the estimator.
const MIN_WORD = 4;

/**
 * The words a new password is checked against. `account`: the account's email and name;
 * `schoolName`: the school's name as its settings say (what the site shows).
 */
export function passwordWords(account: readonly (string | undefined)[], schoolName = ''): PasswordWords {
  const words = new Set<string>();
  for (const value of account) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    const local = text.split('@')[0];
    if (local && local !== text) words.add(local);
  }
  const personal = [...words].filter((word) => word.length >= MIN_WORD);
  const school = schoolName.trim().toLowerCase();
  const given = [...personal, ...(school ? [school] : [])];
  const schoolKey = squashed(folded(school));
  return {
    personal,
    school: schoolKey.length >= MIN_WORD ? schoolKey : '',
    estimatorInputs: [...given, ...given.flatMap((word) => word.split(/[\s@._-]+/))].filter(Boolean),
  };
}

// ---------------------------------------------------------------- seasons and months with a year

/** Seasons and months in English (with the usual abbreviations), Portuguese and Spanish, unaccented. */
const CALENDAR_WORDS = [
  ...['spring', 'summer', 'autumn', 'fall', 'winter'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august'],
  ...['september', 'october', 'november', 'december'],
  ...['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  ...['primavera', 'verao', 'outono', 'inverno', 'janeiro', 'fevereiro', 'marco', 'abril', 'maio'],
  ...['junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  ...['verano', 'otono', 'invierno', 'enero', 'febrero', 'marzo', 'mayo', 'junio', 'julio'],
  ...['septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre'],
  // Longest first, so "september" goes before "sep" can split it.
].sort((a, b) => b.length - a.length);

/** Letters that may stand beside the season or month: "December 25th", "Summer of 2024", "Março de 2025". */
const CONNECTORS = new Set(['st', 'nd', 'rd', 'th', 'of', 'in', 'de', 'em', 'en']);

/**
 * Whether the password is essentially a season or month and a year: its words are only season
 * and month names (and connectors such as "of" or "th"), with at least two digits and any
 * symbols ("Summer2024!!", "winter 2026", "Dezembro de 2025", "DecDec25!!"). A passphrase with
 * other words ("summer-kayak-violet-2024") is not.
 */
export function isSeasonOrMonthWithYear(password: string): boolean {
  const text = folded(password);
  if ((text.match(/\d/g) ?? []).length < 2) return false;
  let named = false;
  for (const run of text.match(/\p{L}+/gu) ?? []) {
    let rest = run;
    for (const word of CALENDAR_WORDS) {
      if (!rest.includes(word)) continue;
      rest = rest.replaceAll(word, ' ');
      named = true;
    }
    if (rest.split(' ').some((piece) => piece !== '' && !CONNECTORS.has(piece))) return false;
  }
  return named;
}

// ---------------------------------------------------------------- the most used passwords

/** The most used passwords, lower case, and each stripped of the digits and symbols at its ends. */
export type CommonPasswords = ReadonlySet<string>;

/**
 * Published as examples, so tried early although no list of leaked passwords ranks them: xkcd
 * 936's strong and weak passwords.
 */
export const FAMOUS_PASSWORDS = ['correcthorsebatterystaple', 'tr0ub4dor&3'] as const;

/** The password without the digits and symbols at its ends: "!!Summer2024!!" → "summer". */
const core = (text: string) => text.replace(/^\P{L}+|\P{L}+$/gu, '');

/**
 * The forms of a password looked up in the list: as typed (in lower case), without the digits
 * and symbols at its ends, with only its letters and digits ("correct horse battery staple"),
 * and both. Forms shorter than 4 characters are not looked up (too much would match).
 */
function commonForms(password: string): string[] {
  const lower = password.normalize('NFC').toLowerCase();
  const joined = squashed(lower);
  return [lower, core(lower), joined, core(joined)].filter((form) => form.length >= MIN_WORD);
}

/**
 * The list as the rule looks it up: each password in lower case, and also without the digits and
 * symbols at its ends ("1qaz2wsx" → "qaz2wsx"). `list`: the passwords (common-passwords.json,
 * decoded by decodeFrontCoded).
 */
export function commonPasswordSet(list: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const password of [...list, ...FAMOUS_PASSWORDS]) {
    const lower = password.normalize('NFC').toLowerCase();
    set.add(lower);
    const stripped = core(lower);
    if (stripped.length >= MIN_WORD) set.add(stripped);
  }
  return set;
}

/**
 * Whether the password is one of the most used, perhaps with digits and symbols around it
 * ("Password1234!", "dragon2024!!") or with spaces between its words.
 */
export function isCommonPassword(password: string, common: CommonPasswords): boolean {
  return commonForms(password).some((form) => common.has(form));
}

/** Keeps the count's character below "\\" (92), so a line needs no escaping in JSON. */
const MAX_SHARED = 40;

/**
 * A sorted list of words, each written as one line: its first character says how many characters
 * the word shares with the word before (its code minus 48: "0" none, "3" three…), the rest is what
 * follows ("password", "password1" → "0password", "81"). A third smaller than the plain list,
 * compressed.
 */
export function frontCoded(sortedWords: readonly string[]): string[] {
  let previous = '';
  return sortedWords.map((word) => {
    let shared = 0;
    const most = Math.min(previous.length, word.length, MAX_SHARED);
    while (shared < most && previous[shared] === word[shared]) shared++;
    previous = word;
    return String.fromCharCode(48 + shared) + word.slice(shared);
  });
}

/** The words of a front-coded list (see frontCoded). */
export function decodeFrontCoded(lines: readonly string[]): string[] {
  let previous = '';
  return lines.map((line) => (previous = previous.slice(0, line.charCodeAt(0) - 48) + line.slice(1)));
}

// ---------------------------------------------------------------- the rule

/**
 * Why a new password is refused, in words for the person, or undefined when it is acceptable.
 * `estimate` comes from zxcvbn run with `words.estimatorInputs` as its user inputs; `common` is
 * the list of the most used passwords (commonPasswordSet).
 */
export function passwordProblem(
  password: string,
  estimate: PasswordEstimate,
  words: PasswordWords,
  common: CommonPasswords,
): string | undefined {
  if (password.length < PASSWORD_STRENGTH.minLength) return PASSWORD_MESSAGES.tooShort;
  const lower = password.toLowerCase();
  if (words.personal.some((word) => lower.includes(word))) return PASSWORD_MESSAGES.personal;
  if (words.school && squashed(folded(password)).includes(words.school)) return PASSWORD_MESSAGES.school;
  if (isSeasonOrMonthWithYear(password)) return PASSWORD_MESSAGES.seasonOrMonth;
  if (estimate.score < PASSWORD_STRENGTH.minScore) {
    const because = estimate.warning ?? 'it follows a pattern that password crackers try early.';
    const advice = estimate.suggestions.length
      ? estimate.suggestions.join(' ')
      : 'Add a few more uncommon words.';
    return `This password is too easy to guess: ${lowerFirst(because)} ${advice}`;
  }
  if (isCommonPassword(password, common)) return PASSWORD_MESSAGES.common;
  return undefined;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
