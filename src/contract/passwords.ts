import { LIMITS } from './common-values';

/**
 * The rule for new passwords, the same at both ends: the server refuses what breaks it (it is the
 * authority), the sign-up and change-password forms show it while the person types. The score is
 * zxcvbn's estimate, 0 (guessed at once) to 4 (very hard to guess), with the common and English
 * dictionaries.
 */
export const PASSWORD_STRENGTH = { minLength: LIMITS.passwordMin, minScore: 3, maxScore: 4 } as const;

/** What a strength estimator (zxcvbn) says about a password. */
export interface PasswordEstimate {
  score: number;
  warning: string | null;
  suggestions: string[];
}

/** Words from the person's own account a password must not contain (compared in lower case). */
export function personalWords(...values: (string | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    const local = text.split('@')[0];
    if (local && local !== text) words.add(local);
  }
  // Very short names ("Al") would refuse too much; they are still given to the estimator.
  return [...words].filter((word) => word.length >= 4);
}

/**
 * What the estimator is told about the person: their words and those words' parts, so "Ana Souza"
 * makes "souza2024!" weak. The same at both ends, so the form's verdict is the server's.
 */
export function estimatorInputs(words: readonly string[]): string[] {
  return [...words, ...words.flatMap((word) => word.split(/[\s@._-]+/))].filter(Boolean);
}

/**
 * Why a new password is refused, in words for the person, or undefined when it is acceptable.
 * `estimate` comes from zxcvbn run with `personal` as its user inputs.
 */
export function passwordProblem(
  password: string,
  estimate: PasswordEstimate,
  personal: readonly string[] = [],
): string | undefined {
  if (password.length < PASSWORD_STRENGTH.minLength) {
    return `The password must be at least ${PASSWORD_STRENGTH.minLength} characters long.`;
  }
  const lower = password.toLowerCase();
  if (personal.some((word) => lower.includes(word))) {
    return 'The password must not contain your name or email address.';
  }
  if (estimate.score < PASSWORD_STRENGTH.minScore) {
    const because = estimate.warning ?? 'it follows a pattern that password crackers try early.';
    const advice = estimate.suggestions.length
      ? estimate.suggestions.join(' ')
      : 'Add a few more uncommon words.';
    return `This password is too easy to guess: ${lowerFirst(because)} ${advice}`;
  }
  return undefined;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
