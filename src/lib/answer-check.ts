import type { ApiError } from './api-errors';

/**
 * How a call's answer is checked against the contract (lib/parse with the contract's schemas).
 * A visitor's page loads the check with the first answer it fetches, not with the page: a page
 * the server drew comes with its answers checked, so its first load carries no checker.
 */

/** Checks an answer and gives it its type; throws when it does not match. */
export type CheckAnswer<T> = (raw: unknown) => T;

/** Loads an answer's check. */
export type LoadCheck<T> = () => Promise<CheckAnswer<T>>;

/** A check already at hand, for code that is itself loaded later than the pages. */
export const loaded =
  <T>(check: CheckAnswer<T>): LoadCheck<T> =>
  () =>
    Promise.resolve(check);

export type Checked<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/** `body` as the check makes it, or why it does not match the contract (or the check failed to load). */
export async function checked<T>(check: Promise<CheckAnswer<T>>, body: unknown): Promise<Checked<T>> {
  try {
    const parse = await check;
    return { data: parse(body) };
  } catch (error) {
    return {
      error: {
        status: 0,
        message: error instanceof Error ? error.message : String(error),
        fromServer: false,
      },
    };
  }
}
