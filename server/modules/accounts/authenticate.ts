import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@/contract';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { verifyToken } from './tokens';
import { findUserById, toUser } from './users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid token of an existing user is required. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a valid token of an existing admin is required. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The user behind the request's token, or undefined (no token, bad token, deleted user). */
    userFromToken: (request: FastifyRequest) => Promise<User | undefined>;
  }
  interface FastifyRequest {
    user: User | undefined;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

async function authenticatePlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', undefined);

  // The user is looked up on every call, so a deleted user or a changed password ends old tokens at once.
  async function userFromToken(request: FastifyRequest): Promise<User | undefined> {
    const token = bearerToken(request);
    if (!token) return undefined;
    const subject = await verifyToken(token, app.config.jwtSecret);
    if (!subject) return undefined;
    const row = await findUserById(app.db, subject.userId);
    if (!row || row.session_version !== subject.sessionVersion) return undefined;
    return toUser(row);
  }

  async function requireUser(request: FastifyRequest): Promise<void> {
    if (!bearerToken(request)) throw unauthorized('Please log in to continue.');
    const user = await userFromToken(request);
    if (!user) throw unauthorized('Your session has expired or is no longer valid. Please log in again.');
    request.user = user;
  }

  async function requireAdmin(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (request.user?.role !== 'admin') throw forbidden('This needs an administrator account.');
  }

  app.decorate('userFromToken', userFromToken);
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', requireAdmin);
  return Promise.resolve();
}

export const authenticate = fp(authenticatePlugin, { name: 'authenticate', dependencies: ['database'] });
