import { UNCONFIRMED_ACCOUNT_DAYS } from '@/contract';
import type { Db } from '../../db/database';
import type { MailSite } from '../registrations/registration-emails';
import { registrationsService } from '../registrations/registrations.service';
import { deleteIfUnconfirmed, findUnconfirmedBefore } from './users.repository';

/** Accounts looked at per sweep: a flood of fake sign-ups is removed over a few rounds. */
const PER_SWEEP = 100;

/**
 * Removes the ordinary accounts whose address was never confirmed within UNCONFIRMED_ACCOUNT_DAYS
 * of signing up (a typo'd address, or someone else's): their coming registrations are cancelled
 * first and their seats passed on to the waiting lists. Staff accounts are never removed here.
 * Returns how many accounts went.
 */
export async function removeUnconfirmedAccounts(db: Db, site: MailSite, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNCONFIRMED_ACCOUNT_DAYS * 24 * 60 * 60_000).toISOString();
  let removed = 0;
  for (const id of await findUnconfirmedBefore(db, cutoff, PER_SWEEP)) {
    await registrationsService.cancelComingOf(db, id, site);
    // Confirmed meanwhile (the link was used a moment ago): kept.
    if (await deleteIfUnconfirmed(db, id)) removed += 1;
  }
  return removed;
}
