import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import {
  accountExportFileName,
  ACCOUNT_LINK_MINUTES,
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  ErrorResponse,
  MessageResponse,
  ProfileExport,
  ProfileResponse,
  UpdateProfileBody,
  VERIFY_EMAIL_PATH,
} from '@/contract';
import { trimFields } from '../../lib/clean-body';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { BEARER } from '../../lib/route-schemas';
import { RATE_LIMITS } from '../../plugins/security';
import { siteService } from '../site/site.service';
import { accountSite } from './account-emails';
import { ACCOUNT_LINKS_PER_HOUR } from './account-links';
import { requestEmailChange } from './email-change';
import { claimAccountAttempt, loginSucceeded } from './login-throttle';
import { verifyPassword } from './password';
import { newPasswordProblem } from './password-strength';
import { deleteOwnAccount, exportOf, profileOf, signOutElsewhere, updateDetails } from './profile';
import { ACCOUNT_WAIT, hashingThrough, throttled } from './route-limits';
import { replacePassword } from './sessions.service';
import { findAccountById, type Account } from './users.service';

const WRONG_CURRENT_PASSWORD = 'Current password is not correct';

/** The schema of a logged-in user's call about their own account: its answers, a 401 without a session. */
const ownAccountSchema = <Answers extends Record<number, TSchema>>(
  summary: string,
  description: string,
  response: Answers,
) => ({
  tags: ['accounts'],
  summary,
  description,
  security: BEARER,
  response: { ...response, 401: ErrorResponse },
});

/** The answers of a call that asks for the password again: a 400 for a wrong one, a 429 past the login limit. */
const PASSWORD_REFUSALS = { 400: ErrorResponse, 429: ErrorResponse } as const;

/** The logged-in user's own account: their profile, details, address, password, sessions, data and its deletion. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hashingFor = hashingThrough(app.db);
  const site = () => accountSite(app.db, app.config);

  /** The session asking: its user and session, or a 401. */
  function signedIn(request: FastifyRequest) {
    const { user, sessionId } = request;
    if (!user || !sessionId) throw unauthorized();
    return { user, sessionId };
  }

  /**
   * The account, once the password typed again is its own: a wrong one is a 400 (the session
   * stays) and counts as a failed login for the account, so a stolen token is no way around the
   * login limits.
   */
  async function withPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    password: string,
  ): Promise<Account> {
    const account = await findAccountById(app.db, signedIn(request).user.id);
    if (!account) throw unauthorized();
    const email = account.user.userEmail;
    const valid = await hashingFor(reply, request.ip, async () => {
      throttled(reply, await claimAccountAttempt(app.db, email, Date.now()), ACCOUNT_WAIT);
      return verifyPassword(password, account.passwordHash);
    });
    if (!valid) throw badRequest(WRONG_CURRENT_PASSWORD);
    await loginSucceeded(app.db, { email });
    return account;
  }

  app.get(
    '/api/profile',
    {
      schema: ownAccountSchema(
        'The logged-in user',
        'With pendingEmail while an address change waits for its link to be opened.',
        { 200: ProfileResponse },
      ),
      onRequest: app.requireUser,
    },
    async (request) => ({
      message: 'Profile fetched successfully',
      data: await profileOf(app.db, signedIn(request).user),
    }),
  );

  app.patch(
    '/api/profile',
    {
      schema: {
        ...ownAccountSchema(
          "Change the logged-in user's name or phone number",
          'The same rules as at sign-up; an empty phone takes the number off the account. A 400 when neither field is sent.',
          { 200: ProfileResponse, 400: ErrorResponse },
        ),
        body: UpdateProfileBody,
      },
      preValidation: trimFields('name', 'phone'),
      onRequest: app.requireUser,
    },
    async (request) => ({
      message: 'Your details were saved.',
      data: await updateDetails(
        app.db,
        signedIn(request).user.id,
        request.body,
        (await siteService.settings(app.db, app.config.schoolName)).phoneAtSignUp,
      ),
    }),
  );

  app.patch(
    '/api/profile/password',
    {
      schema: {
        ...ownAccountSchema(
          "Change the logged-in user's password; the user's other sessions end",
          'A wrong current password is a 400 (the session stays) and counts as a failed login for the account. The new password follows the sign-up rule.',
          { 200: MessageResponse, ...PASSWORD_REFUSALS },
        ),
        body: ChangePasswordBody,
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const account = await withPassword(request, reply, currentPassword);
      if (newPassword === currentPassword) {
        throw badRequest('The new password must be different from the current one.');
      }
      const { id, userEmail, userName } = account.user;
      const weak = newPasswordProblem(newPassword, [userEmail, userName], (await site()).schoolName);
      if (weak) throw badRequest(weak);
      await hashingFor(reply, request.ip, () =>
        replacePassword(app.db, id, signedIn(request).sessionId, newPassword, app.config.passwordHashCost),
      );
      return { message: 'Password changed. You were logged out everywhere else.' };
    },
  );

  app.post(
    '/api/profile/email',
    {
      schema: {
        ...ownAccountSchema(
          'Ask to move the logged-in account to another e-mail address',
          `Answered 202 alike whatever the new address. A link to PUBLIC_URL${VERIFY_EMAIL_PATH}?token=… is e-mailed to the new address, working once for ${String(ACCOUNT_LINK_MINUTES.emailChange / 60)} hours; the account moves (and logs in with the new address) only once it is opened, and the old address is told of the request. An address that has an account already gets a notice instead of the link. The profile says pendingEmail meanwhile. A wrong password is a 400; at most ${String(ACCOUNT_LINKS_PER_HOUR)} requests are e-mailed per account and hour (the answer stays the same).`,
          { 202: MessageResponse, ...PASSWORD_REFUSALS },
        ),
        body: ChangeEmailBody,
      },
      config: { rateLimit: RATE_LIMITS.accountLinks, noStore: true },
      preValidation: trimFields('newEmail'),
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { newEmail, password } = request.body;
      const account = await withPassword(request, reply, password);
      await requestEmailChange(app.db, account, newEmail, await site());
      return reply.code(202).send({
        message: `We sent a link to ${newEmail}. Your address changes when you open it; until then, log in with ${account.user.userEmail}.`,
      });
    },
  );

  app.delete(
    '/api/profile/sessions',
    {
      schema: ownAccountSchema(
        'Log out on every other device',
        "Every session of the account ends but this one's (this device stays logged in).",
        { 200: MessageResponse },
      ),
      config: { noStore: true },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { user, sessionId } = signedIn(request);
      await signOutElsewhere(app.db, user.id, sessionId);
      return { message: 'You were logged out on every other device. This one stays logged in.' };
    },
  );

  app.get(
    '/api/profile/export',
    {
      schema: ownAccountSchema(
        'Download what the school keeps about the logged-in account (JSON)',
        "The account (never its password or links), every registration with its meeting, and the contact-form messages sent from the account's address (messages hold an address, not an account). Sent as a file to save (Content-Disposition: attachment, named with the date).",
        { 200: ProfileExport },
      ),
      config: { noStore: true },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const data = await exportOf(app.db, signedIn(request).user);
      void reply.header(
        'content-disposition',
        `attachment; filename="${accountExportFileName(data.exportedAt)}"`,
      );
      return data;
    },
  );

  app.delete(
    '/api/profile',
    {
      schema: {
        ...ownAccountSchema(
          'Delete the logged-in account',
          'The coming registrations are cancelled (their seats pass to the waiting lists, and whoever gets one is told); the account, its sessions and links are removed; contact messages stay, as they hold only an address. A wrong password is a 400; the last administrator cannot delete their account (409).',
          { 200: MessageResponse, ...PASSWORD_REFUSALS, 409: ErrorResponse },
        ),
        body: DeleteAccountBody,
      },
      config: { noStore: true },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const account = await withPassword(request, reply, request.body.password);
      await deleteOwnAccount(app.db, account.user.id, app.config);
      return { message: 'Your account was deleted. Thank you for having been with us.' };
    },
  );
  return Promise.resolve();
};
