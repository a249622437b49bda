import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import {
  ACCOUNT_LINK_MINUTES,
  ACCOUNT_LOCKED,
  EmailVerificationBody,
  ErrorResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RegisterBody,
  RegisterResponse,
  RESET_PASSWORD_PATH,
  UNCONFIRMED_ACCOUNT_DAYS,
  VERIFY_EMAIL_PATH,
} from '@/contract';
import { trimFields } from '../../lib/clean-body';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { BEARER } from '../../lib/route-schemas';
import { RATE_LIMITS } from '../../plugins/security';
import { accountSite } from './account-emails';
import { LINK_CALL, LINK_REFUSALS } from './account-link-calls';
import { ACCOUNT_LINKS_PER_HOUR } from './account-links';
import { signedInUserId } from './authenticate';
import { confirmAddress, resendConfirmation } from './email-verification';
import { knownDevice, rememberDevice } from './known-devices';
import {
  checkAddress,
  claimAccountAttempt,
  claimDeviceAttempt,
  loginSucceeded,
  recordAddressOutcome,
} from './login-throttle';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { ACCOUNT_WAIT, ADDRESS_WAIT, hashingThrough, throttled } from './route-limits';
import { endSession, noteFailedLogin, startSession } from './sessions.service';
import { signUp, signUpSite } from './sign-up';
import { findAccountByEmail, upgradePasswordHash } from './users.service';

const BAD_LOGIN = 'Invalid email or password';

const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password. Please check your inbox (and the spam folder).';

/** The schema of a logged-in user's route about their own account: its answer, or a 401. */
const ownAccountSchema = <Answer extends TSchema>(summary: string, answer: Answer) => ({
  tags: ['accounts'],
  summary,
  security: BEARER,
  response: { 200: answer, 401: ErrorResponse },
});

export const accountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hashingFor = hashingThrough(app.db);

  /**
   * Where the account e-mails link to, and the school's name as the site shows it: they sign with
   * it, and a new password must not contain it.
   */
  const site = () => accountSite(app.db, app.config);

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up (always as an ordinary user); the address is confirmed through an e-mailed link',
        description: `An address that has an account already is answered exactly as a new one (a 201 with the account as sent), and its owner is e-mailed instead: the answer does not tell who has an account here. A new account can log in and register at once; the e-mail's link (PUBLIC_URL${VERIFY_EMAIL_PATH}?token=…) confirms the address, and an account never confirmed within ${String(UNCONFIRMED_ACCOUNT_DAYS)} days is removed. The password needs at least 12 characters and must not be easy to guess (zxcvbn score 3 or more; not containing the name, email or the school's name; not a season or month with a year; not one of the 100,000 most used passwords, even with digits or symbols around it); a 400 says why one is refused.`,
        body: RegisterBody,
        response: { 201: RegisterResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      config: { rateLimit: RATE_LIMITS.register, noStore: true },
      preValidation: trimFields('username', 'email', 'phonenumber'),
    },
    async (request, reply) => {
      const { username, email, password, phonenumber } = request.body;
      const user = await signUp(
        app.db,
        { name: username, email, phone: phonenumber },
        password,
        await signUpSite(app.db, app.config),
        (secret) => hashingFor(reply, request.ip, () => hashPassword(secret, app.config.passwordHashCost)),
      );
      return reply.code(201).send({ message: 'User registered successfully', data: user });
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in; the response data is the bearer token',
        description:
          "Failed logins are limited per account (five, then growing waits up to a minute) and per address; a 429 says how long to wait (also in Retry-After). A success sets the known_device cookie (HttpOnly, Path=/api/login): a browser that brings it for the email it tries is counted apart, so others' failures do not make the account's owner wait. A locked account is a 403, only with the right password.",
        body: LoginBody,
        response: {
          200: LoginResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
      config: { rateLimit: RATE_LIMITS.login, noStore: true },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const now = Date.now();
      throttled(reply, await checkAddress(app.db, request.ip, now), ADDRESS_WAIT);
      // The owner's browser, known from a past login here, is counted apart from everyone else.
      const deviceKey = knownDevice(request.headers.cookie, email, app.config.jwtSecret);
      const account = await hashingFor(reply, request.ip, async () => {
        // Counted before the password is checked; the same for unknown emails, so neither the
        // answer nor the wait tells whether an account exists.
        const verdict = deviceKey
          ? await claimDeviceAttempt(app.db, deviceKey, now)
          : await claimAccountAttempt(app.db, email, now);
        throttled(reply, verdict, ACCOUNT_WAIT);
        const found = await findAccountByEmail(app.db, email);
        // Verify against a decoy when the email is unknown so the answer takes the same time.
        const valid = await verifyPassword(
          password,
          found?.passwordHash ?? (await decoyHash(app.config.passwordHashCost)),
        );
        if (found && !valid) await noteFailedLogin(app.db, found);
        if (!valid || !found) return undefined;
        await upgradePasswordHash(app.db, found, password, app.config.passwordHashCost);
        return found;
      });
      if (!account) {
        await recordAddressOutcome(app.db, request.ip, email, 'failure', now);
        throw unauthorized(BAD_LOGIN);
      }
      // Said only to whoever knows the password: a stranger learns nothing of a lock.
      if (account.user.locked) throw forbidden(ACCOUNT_LOCKED);
      await loginSucceeded(app.db, { email, ...(deviceKey ? { deviceKey } : {}) });
      await recordAddressOutcome(app.db, request.ip, email, 'success', now);
      const secure = app.config.publicUrl.startsWith('https:');
      void reply.header(
        'set-cookie',
        rememberDevice(request.headers.cookie, email, app.config.jwtSecret, secure),
      );
      return { message: 'Login successful', data: await startSession(app.db, account, app.config.jwtSecret) };
    },
  );

  app.post(
    '/api/password-reset',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password: e-mail a link to choose a new one',
        description: `Answered 202 with the same message whether or not the address has an account. When it has one, a link to PUBLIC_URL${RESET_PASSWORD_PATH}?token=… is e-mailed, working once for ${String(ACCOUNT_LINK_MINUTES.passwordReset)} minutes; a newer link ends the older ones. At most ${String(ACCOUNT_LINKS_PER_HOUR)} e-mails per account and hour (the last one sent keeps working).`,
        body: PasswordResetBody,
        response: { 202: MessageResponse, ...LINK_REFUSALS },
      },
      config: LINK_CALL,
      preValidation: trimFields('email'),
    },
    async (request, reply) => {
      await requestPasswordReset(app.db, request.body.email, await site());
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/api/password-reset/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password through a reset link; every session of the account ends',
        description:
          'The new password follows the sign-up rule (a 400 says why one is refused, and the link keeps working). A used, expired or superseded link is a 400.',
        body: PasswordResetConfirmBody,
        response: { 200: MessageResponse, ...LINK_REFUSALS },
      },
      config: LINK_CALL,
    },
    async (request, reply) => {
      const { token, newPassword } = request.body;
      await confirmPasswordReset(app.db, token, newPassword, await site(), (secret) =>
        hashingFor(reply, request.ip, () => hashPassword(secret, app.config.passwordHashCost)),
      );
      return { message: 'Your password was changed. Please log in with your new password.' };
    },
  );

  app.post(
    '/api/email-verification/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: "Confirm an account's address with the link e-mailed at sign-up",
        description:
          'A used, expired or superseded link is a 400. The profile then says emailVerified: true.',
        body: EmailVerificationBody,
        response: { 200: MessageResponse, ...LINK_REFUSALS },
      },
      config: LINK_CALL,
    },
    async (request) => {
      await confirmAddress(app.db, request.body.token);
      return { message: 'Thank you: your e-mail address is confirmed.' };
    },
  );

  app.post(
    '/api/email-verification',
    {
      schema: {
        ...ownAccountSchema('E-mail the logged-in user a new link to confirm the address', MessageResponse),
        description: `The older links end. A 409 when the address is confirmed already; at most ${String(ACCOUNT_LINKS_PER_HOUR)} e-mails an hour (the answer stays the same).`,
        response: { 202: MessageResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
      config: { rateLimit: RATE_LIMITS.accountLinks },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await resendConfirmation(app.db, userId, await site());
      return reply.code(202).send({
        message: `We sent a new confirmation link to ${request.user?.userEmail ?? 'your address'}.`,
      });
    },
  );

  app.post(
    '/api/logout',
    {
      schema: ownAccountSchema("Log out: this token's session ends on the server at once", MessageResponse),
      config: { noStore: true },
      onRequest: app.requireUser,
    },
    async (request) => {
      if (request.sessionId) await endSession(app.db, request.sessionId);
      return { message: 'Logged out successfully' };
    },
  );

  return Promise.resolve();
};
