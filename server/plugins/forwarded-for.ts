import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** An address a client can have: IPv4 or IPv6, without a zone ("%eth0" names a link of ours, not a visitor's). */
export const isClientAddress = (text: string): boolean => isIP(text) !== 0 && !text.includes('%');

/**
 * X-Forwarded-For cut down to the addresses at its end: the entries after the last one that is
 * not an address (a missing header, or none left: undefined).
 */
export function trailingAddresses(header: string): string | undefined {
  // One address, as most proxies send: kept as it is, without splitting (every request asks).
  if (!header.includes(',')) {
    const entry = header.trim();
    return isClientAddress(entry) ? entry : undefined;
  }
  const entries = header.split(',').map((entry) => entry.trim());
  let first = entries.length;
  while (first > 0 && isClientAddress(entries[first - 1] ?? '')) first -= 1;
  return first === entries.length ? undefined : entries.slice(first).join(', ');
}

/**
 * With TRUST_PROXY, request.ip is taken from X-Forwarded-For: the entry the trusted proxies say
 * they received the request from. Rate limits and failed-login counters are kept under it, the
 * latter in the database (login_throttle). A proxy writes a real address there, but everything
 * before its entry is whatever the visitor sent, and a hop count (TRUST_PROXY=1) trusts whoever
 * connects, so a visitor reaching the backend past the proxy chooses the entry read. It may be any
 * text: 400 characters, which PostgreSQL refused as too long for the key (a 500 on every login), a
 * NUL character, or words that would be kept as if they were an address.
 *
 * So, before anything reads request.ip, the header keeps only the addresses at its end, and the
 * walk from the nearest hop stops at the first entry that is not one: the client is the hop that
 * passed it on (the socket's peer, when the last entry is not an address). The request is not
 * refused: behind a proxy that appends the address it saw (what TRUST_PROXY requires), a visitor's
 * made-up entries never reach the one read, so the visitor still counts as itself; one that
 * connects directly counts as its own socket address, the one it cannot make up. Only a proxy that
 * passed on junk as the address it saw makes its visitors count as the proxy: stricter, never
 * looser.
 */
export function keepForwardedAddresses(app: FastifyInstance): void {
  if (app.config.trustProxy === false) return; // nothing reads the header then
  app.addHook('onRequest', (request, _reply, done) => {
    // The raw request's: what request.ip reads (@fastify/proxy-addr).
    const headers = request.raw.headers;
    const header = headers['x-forwarded-for'];
    if (header !== undefined) {
      const kept = trailingAddresses([header].flat().join(','));
      if (kept === undefined) delete headers['x-forwarded-for'];
      else headers['x-forwarded-for'] = kept;
    }
    done();
  });
}
