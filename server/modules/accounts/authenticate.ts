import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessRefusal, mayUse, type Access, type AuditActor, type User } from '@/contract';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { nowIso } from '../../lib/time';
import { findSessionUser } from './sessions.repository';
import { verifyToken } from './tokens';
import { toUser } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid token of an existing user is required. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** A preHandler: a valid token of an account whose role has `access` (ACCESS, the contract) is required. */
    requireAccess: (access: Access) => (request: FastifyRequest) => Promise<void>;
    /** The user behind the request's token, or undefined (no token, bad token, deleted user). */
    userFromToken: (request: FastifyRequest) => Promise<User | undefined>;
  }
  interface FastifyRequest {
    user: User | undefined;
    /** The session of the request's token, once requireUser accepted it. */
    sessionId: string | undefined;
  }
  interface FastifyContextConfig {
    /** Answers carry credentials (login, sign-up, logout): never stored by a cache. */
    noStore?: boolean;
  }
}

/** Who is calling, on a route requireUser or requireAccess let through (e.g. whose marker to read). */
export function signedInUserId(request: FastifyRequest): string {
  if (!request.user) throw unauthorized();
  return request.user.id;
}

/** Who is calling, as the audit log names them: a route passes it to the service whose change it records. */
export function auditActor(request: FastifyRequest): AuditActor {
  if (!request.user) throw unauthorized();
  const { id, userName: name, role } = request.user;
  return { id, name, role };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

async function authenticatePlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionId', undefined);

  // Whatever a request with credentials gets back is private: no browser or proxy cache may keep it
  // (a shared computer's back button, a caching proxy). One place, so no route can forget it.
  // A callback, not an async function: it runs for every answer, and a promise each time adds up.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined || request.routeOptions.config.noStore) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // The session and its user are looked up on every call, so logging out, changing the password,
  // deleting the user or resetting an admin's password ends old tokens at once, on every instance.
  async function sessionOf(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) return undefined;
    const subject = await verifyToken(token, app.config.jwtSecret);
    if (!subject) return undefined;
    const row = await findSessionUser(app.db, subject.sessionId, subject.userId, nowIso());
    // A locked account's sessions ended when it was locked; one started in the same moment ends here.
    if (!row || row.session_version !== subject.sessionVersion || row.locked_at !== null) return undefined;
    return { user: toUser(row), sessionId: subject.sessionId };
  }

  async function userFromToken(request: FastifyRequest): Promise<User | undefined> {
    return (await sessionOf(request))?.user;
  }

  async function requireUser(request: FastifyRequest): Promise<void> {
    if (!bearerToken(request)) throw unauthorized('Please log in to continue.');
    const session = await sessionOf(request);
    if (!session) throw unauthorized('Your session has expired or is no longer valid. Please log in again.');
    request.user = session.user;
    request.sessionId = session.sessionId;
  }

  // One checker per kind of access, made once: routes share them.
  const checkers = new Map<Access, (request: FastifyRequest) => Promise<void>>();
  function requireAccess(access: Access): (request: FastifyRequest) => Promise<void> {
    let check = checkers.get(access);
    if (!check) {
      check = async (request) => {
        await requireUser(request);
        if (!mayUse(request.user?.role, access)) throw forbidden(accessRefusal(access));
      };
      checkers.set(access, check);
    }
    return check;
  }

  app.decorate('userFromToken', userFromToken);
  app.decorate('requireUser', requireUser);
  app.decorate('requireAccess', requireAccess);
  return Promise.resolve();
}

export const authenticate = fp(authenticatePlugin, { name: 'authenticate', dependencies: ['database'] });
