import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import { tooManyRequests } from '../../lib/http-errors';
import { addressKey, type Verdict } from './login-throttle';
import { PasswordWorkGate } from './password-work-gate';

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

/** One gate per app (its database stands for it: every route plugin of one app shares it). */
const gates = new WeakMap<Db, PasswordWorkGate>();

/**
 * Password hashing for one client address, a few at a time (see PasswordWorkGate), through the
 * app's one gate: login, sign-up, the account page and accepting an invitation count together.
 */
export function hashingThrough(db: Db) {
  let gate = gates.get(db);
  if (!gate) {
    gate = new PasswordWorkGate();
    gates.set(db, gate);
  }
  const shared = gate;
  return async <T>(reply: FastifyReply, ip: string, work: () => Promise<T>): Promise<T> => {
    const done = await shared.run(addressKey(ip), work);
    if (!done) return refuse(reply, 1000, BUSY);
    return done.value;
  };
}
