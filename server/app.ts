import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { LIMITS } from '@/contract';
import type { Config } from './config';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminUsersRoutes } from './modules/accounts/admin-users.routes';
import { authenticate } from './modules/accounts/authenticate';
import { accountsHousekeeping } from './modules/accounts/housekeeping';
import { invitationsRoutes } from './modules/accounts/invitations.routes';
import { profileRoutes } from './modules/accounts/profile.routes';
import { adminOverviewRoutes } from './modules/admin-overview/admin-overview.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mailSender } from './modules/mail/mail-sender';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { meetingsRoutes } from './modules/meetings/meetings.routes';
import { pagesRoutes } from './modules/pages/pages.routes';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { siteRoutes } from './modules/site/site.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { web } from './modules/website/web';
import { answerCache, COMPRESSION } from './plugins/answer-cache';
import { database } from './plugins/database';
import { docs } from './plugins/docs';
import { formatValidationErrors, registerErrorHandling, sendRouterError } from './plugins/errors';
import { finiteNumbers } from './plugins/finite-numbers';
import { keepForwardedAddresses } from './plugins/forwarded-for';
import { httpCache } from './plugins/http-cache';
import { requestLog } from './plugins/request-log';
import { keepRouteCatalog } from './plugins/route-catalog';
import { security } from './plugins/security';
import { limitNesting, rejectNulCharacters } from './plugins/text-input';
import { wholeNumbers } from './plugins/whole-numbers';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** Fastify takes a hop count too, but its types do not say so: the same rule as a function. */
const trustedProxies = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole backend without listening: main.ts listens, tests call `inject`. */
export async function buildApp({ config, logger = false }: AppOptions) {
  const app = Fastify({
    // plugins/request-log.ts writes one line per request instead, and sums up refusals.
    logController: new LogController({ disableRequestLogging: true }),
    logger,
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The database plugin may wait for another instance's first-run set-up (migrations, demo
    // content and its pictures) under the setup lock: on a busy machine that outlasts Fastify's
    // 10 s default, which would kill a healthy instance that was only waiting its turn.
    pluginTimeout: 120_000,
    // The spec calls both /api/meetings and /api/meetings/; they are one route.
    routerOptions: { ignoreTrailingSlash: true },
    schemaErrorFormatter: formatValidationErrors,
    frameworkErrors: sendRouterError,
    ajv: {
      // verbose: each error carries the schema it broke, whose title names the field in messages.
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
        verbose: true,
      },
      // x-finite: no Infinity; whole numbers: a JSON integer or decimal digits, never true or "0x10".
      plugins: [finiteNumbers, wholeNumbers],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  keepRouteCatalog(app);
  registerErrorHandling(app);
  // Before any hook reads request.ip (the rate limits among them).
  keepForwardedAddresses(app);
  limitNesting(app);
  rejectNulCharacters(app);

  // Tier 1: external plugins.
  await app.register(requestLog);
  await app.register(security);
  await app.register(httpCache);
  // Answers of 1 KB or more (API JSON, the page) in brotli or gzip, whichever the client takes;
  // built assets arrive already compressed (web.ts) and are left alone.
  // answer-cache.ts keeps public answers compressed the same way (COMPRESSION).
  await app.register(compress, { global: true, ...COMPRESSION });
  await app.register(answerCache);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: LIMITS.imageBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await app.register(docs);
  await app.register(database);

  // Tier 2: application services; tier 3: routes, the web app's last (its not-found handler answers
  // what no route took).
  // Registered one after the other, in this order.
  const services = [authenticate, accountsHousekeeping, mailSender];
  const routes = [
    healthRoutes,
    accountsRoutes,
    profileRoutes,
    adminUsersRoutes,
    invitationsRoutes,
    meetingsRoutes,
    categoriesRoutes,
    registrationsRoutes,
    calendarRoutes,
    coursesRoutes,
    siteRoutes,
    pagesRoutes,
    contactRoutes,
    adminOverviewRoutes,
    outboxRoutes,
    auditRoutes,
    uploadsRoutes,
    seoRoutes,
    web,
  ];
  for (const plugin of [...services, ...routes]) await app.register(plugin);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
