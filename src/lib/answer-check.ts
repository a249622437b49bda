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

/**
 * `body` as the check makes it, or why not: an answer that does not match the contract keeps the
 * status it came with (the server answered, so it is no network failure: a screen says it could
 * not load the data, not that it is offline); a check that could not load is status 0, like any
 * call whose code could not come.
 */
export async function checked<T>(
  check: Promise<CheckAnswer<T>>,
  body: unknown,
  status: number,
): Promise<Checked<T>> {
  let parse: CheckAnswer<T>;
  try {
    parse = await check;
  } catch (error) {
    return { error: { status: 0, message: messageOf(error), fromServer: false } };
  }
  try {
    return { data: parse(body) };
  } catch (error) {
    return { error: { status, message: messageOf(error), fromServer: false } };
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
