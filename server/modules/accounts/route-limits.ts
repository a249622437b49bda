import type { FastifyReply } from 'fastify';
import { tooManyRequests } from '../../lib/http-errors';
import { addressKey, type Verdict } from './login-throttle';
import type { PasswordWorkGate } from './password-work-gate';

/** The account routes' refusals to wait: what they say, and the one way they are answered. */
export const ACCOUNT_WAIT = 'Too many failed logins for this account.';
export const ADDRESS_WAIT = 'Too many failed logins from your network.';
const BUSY = 'Too many logins at once from your network.';

/** A 429 that says how long to wait, in its message and in Retry-After. */
export function refuse(reply: FastifyReply, retryAfterMs: number, reason: string): never {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  void reply.header('retry-after', String(seconds));
  throw tooManyRequests(`${reason} Please wait ${seconds} seconds and try again.`);
}

/** A 429 for a login throttle's verdict that says no. */
export function throttled(reply: FastifyReply, verdict: Verdict, reason: string): void {
  if (!verdict.allowed) refuse(reply, verdict.retryAfterMs, reason);
}

/** Password hashing for one client address through `gate`, a few at a time (see PasswordWorkGate). */
export const hashingThrough =
  (gate: PasswordWorkGate) =>
  async <T>(reply: FastifyReply, ip: string, work: () => Promise<T>): Promise<T> => {
    const done = await gate.run(addressKey(ip), work);
    if (!done) return refuse(reply, 1000, BUSY);
    return done.value;
  };
