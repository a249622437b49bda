import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  LoginBody,
  LoginResponse,
  ProfileResponse,
  RegisterBody,
  RegisterResponse,
} from '@/contract';
import { trimFields } from '../../lib/clean-body';
import { conflict, unauthorized } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import { RATE_LIMITS } from '../../plugins/security';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { signToken } from './tokens';
import { emailKey, findUserByEmail, insertUser, isUniqueViolation, toUser } from './users.repository';

const BAD_LOGIN = 'Invalid email or password';

export const accountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up (always as an ordinary user)',
        body: RegisterBody,
        response: { 201: RegisterResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
      config: { rateLimit: RATE_LIMITS.register },
      preValidation: trimFields('username', 'email', 'phonenumber'),
    },
    async (request, reply) => {
      const { username, email, password, phonenumber } = request.body;
      const taken = () => conflict('An account with this email already exists');
      if (await findUserByEmail(app.db, email)) throw taken();
      try {
        const row = await insertUser(app.db, {
          id: newId(),
          user_name: username.trim(),
          user_email: email.trim(),
          email_key: emailKey(email),
          phone_number: phonenumber.trim(),
          role: 'user',
          password_hash: await hashPassword(password),
          session_version: 1,
          created_at: nowIso(),
        });
        return await reply.code(201).send({ message: 'User registered successfully', data: toUser(row) });
      } catch (error) {
        // Two sign-ups with one email at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in; the response data is the bearer token',
        body: LoginBody,
        response: { 200: LoginResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request) => {
      const { email, password } = request.body;
      const row = await findUserByEmail(app.db, email);
      // Verify against a decoy when the email is unknown so the answer takes the same time.
      const valid = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
      if (!row || !valid) throw unauthorized(BAD_LOGIN);
      const token = await signToken(
        { userId: row.id, sessionVersion: row.session_version },
        app.config.jwtSecret,
      );
      return { message: 'Login successful', data: token };
    },
  );

  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user',
        security: [{ bearer: [] }],
        response: { 200: ProfileResponse, 401: ErrorResponse },
      },
      onRequest: app.requireUser,
    },
    (request, reply) => {
      if (!request.user) throw unauthorized();
      void reply.send({ message: 'Profile fetched successfully', data: request.user });
    },
  );
  return Promise.resolve();
};
