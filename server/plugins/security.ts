import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { DESKTOP_APP_ORIGIN } from '@/contract';
import { isInternalRequest } from './internal-requests';

/**
 * Limits for calls people could abuse; every other call shares the generous default. Logins are
 * counted per address and account, so a whole campus behind one address can still log in while
 * guessing one account's password stays slow.
 */
export const RATE_LIMITS = {
  default: { max: 1000, timeWindow: '1 minute' },
  login: {
    max: 10,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${request.ip}|${email}`;
    },
  },
  register: { max: 30, timeWindow: '10 minutes' },
  /** Asking for an account link (a password reset, a confirmation) and using one: per address. */
  accountLinks: { max: 10, timeWindow: '10 minutes' },
  contact: { max: 5, timeWindow: '1 minute' },
} as const;

/**
 * What is the same for everyone and answered from memory is not counted against an address (an
 * open day puts hundreds of visitors behind one school address; they must not be refused for
 * reading the site): these GET (and HEAD) routes, by their registered path. The public lists
 * and records (plugins/answer-cache.ts), the calendar files, the pictures, robots.txt and the
 * website's files. The website's pages, drawn by the not-found handler (modules/website/web.ts),
 * are not counted either: @fastify/rate-limit only counts routes. Everything else keeps its
 * limits: logins, sign-ups, messages, writes, the account and admin calls, the API's
 * documentation and the sitemap (its own limit).
 */
export const FREE_READS: ReadonlySet<string> = new Set([
  '/api/meetings',
  '/api/meetings/category/:category',
  '/api/meetings/:id',
  '/api/meetings/:id/calendar.ics',
  '/api/calendar.ics',
  '/api/courses',
  '/api/courses/:id',
  '/api/site',
  '/api/site/home',
  '/api/pages',
  '/api/pages/slug/:slug',
  '/api/pages/:id',
  '/uploads/:name',
  '/robots.txt',
  // @fastify/static's route for the website's built files (modules/website/web.ts).
  '/*',
]);

const isFreeRead = (route: RouteOptions) =>
  FREE_READS.has(route.url) && [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');

/**
 * With REDIS_URL the counters live in Redis, so several instances behind one load balancer count
 * together; otherwise each process counts in memory. If Redis stops answering, requests are let
 * through (counted again once it is back) rather than refused.
 */
async function sharedCounters(app: FastifyInstance) {
  const { redisUrl } = app.config;
  if (!redisUrl) return {};
  // No offline queue: while Redis is away a count fails at once and the request goes on unslowed.
  const redis = new Redis(redisUrl, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Reported once per outage, not at every reconnection attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) app.log.warn({ err: error }, 'Redis for rate limits is not answering; not counting meanwhile');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis for rate limits is answering again');
    down = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Count from the first request: wait for the connection, but start anyway if Redis is away.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });
  return { redis, nameSpace: 'school-rate-limit:', skipOnError: true };
}

/** Helmet's settings: the site's Content-Security-Policy and the other protective headers. */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Meeting and course images may be links to other sites.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'"],
      // Dialog and carousel libraries inject their own styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Images are fetched by the desktop app from another origin.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * The headers @fastify/helmet adds with HELMET_OPTIONS, worked out once: they are the same for
 * every answer (no nonces), and the plugin builds Helmet's middleware anew for every request,
 * parsing the policy each time. Found as what a route answers with the plugin and not without it.
 */
export async function helmetHeaders(
  options: FastifyHelmetOptions = HELMET_OPTIONS,
): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', () => '');
    const response = await probe.inject('/');
    await probe.close();
    return response.headers;
  };
  const [plain, protectedHeaders] = await Promise.all([answer(false), answer(true)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(protectedHeaders)) {
    if (typeof value === 'string' && !(name in plain)) headers[name] = value;
  }
  if ('x-powered-by' in plain) throw new Error('Fastify sends x-powered-by: Helmet would remove it');
  return headers;
}

/**
 * What the API's JSON answers carry instead of a page's headers (OWASP's set for REST answers):
 * a browser never renders them as a page (nosniff), so a page's policy (where its scripts,
 * styles and pictures come from, how it may be framed or opened) has nothing to govern there,
 * and its kilobyte of headers would be paid on every call. The API's own pages (/api/docs) are
 * pages.
 */
export function apiHeaders(page: Record<string, string>): Record<string, string> {
  const kept = (name: string) => (page[name] ? { [name]: page[name] } : {});
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    ...kept('strict-transport-security'),
    ...kept('cross-origin-resource-policy'),
  };
}

const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

async function securityPlugin(app: FastifyInstance): Promise<void> {
  const protective = await helmetHeaders();
  const api = apiHeaders(protective);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApiAnswer(request.url) ? api : protective);
    done();
  });

  await app.register(cors, {
    // The desktop admin app always; other origins only when CORS_ORIGINS names them.
    origin: [DESKTOP_APP_ORIGIN, ...app.config.corsOrigins],
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
  });

  // Before the rate limit's own onRoute hook, which reads it: a free read has no limit at all.
  app.addHook('onRoute', (route) => {
    if (isFreeRead(route) && route.config?.rateLimit === undefined) {
      // A copy: routes may share one config object.
      route.config = { ...route.config, rateLimit: false };
    }
  });
  await app.register(rateLimit, {
    global: true,
    ...RATE_LIMITS.default,
    // The API calls a page makes while the server draws it: the page request is what counts.
    allowList: isInternalRequest,
    ...(await sharedCounters(app)),
    errorResponseBuilder: (_request, context) => ({
      success: false,
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}

export const security = fp(securityPlugin, { name: 'security' });
