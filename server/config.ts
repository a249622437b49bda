import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { SITE_LIMITS, siteAddress } from '@/contract';
import { DATA_FILES, PRIVATE_FILE_MODE, prepareDataDir } from './db/data-dir';
import { DEFAULT_POOL_SIZE } from './db/pool';
import { explainDataDirError } from './db/storage-errors';
import { ARGON2_PARAMS, type HashCost } from './modules/accounts/password';
import { newPasswordProblem } from './modules/accounts/password-strength';

/** Everything the backend can be told from outside; docs/operators/configuration.md describes each. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the connections one instance keeps at most (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** The school's name on a site no admin has named yet (SCHOOL_NAME); the demo content has its own. */
  schoolName: string;
  redisUrl: string | undefined;
  corsOrigins: string[];
  /** Whose X-Forwarded-For to believe: none (false), the nearest n proxies, or these addresses. */
  trustProxy: false | number | string[];
  /** Folder with the built website; when absent the backend serves only the API. */
  webRoot: string | undefined;
  /** One of LOG_LEVELS. */
  logLevel: string;
  /** Where e-mails go out (smtp:// or smtps://); unset, they wait in the outbox. */
  smtpUrl: string | undefined;
  /** The From of every e-mail ("School <office@school.example>"); set whenever smtpUrl is. */
  mailFrom: string | undefined;
  /**
   * The site's address as visitors reach it (PUBLIC_URL), without a trailing slash; unset,
   * http://localhost:PORT. Every absolute address the backend hands out is made from it, by
   * publicAddress below. Never taken from a request's Host header, which a visitor chooses (a link
   * in an e-mail, a calendar or a cached page pointing at their own site).
   */
  publicUrl: string;
  /**
   * The cost of the password hashes this server makes, and below which it re-hashes a stored one at
   * login: always ARGON2_PARAMS here, as no setting of the environment weakens it. Only the test
   * apps of server/testing build a config with a cheaper one.
   */
  passwordHashCost: HashCost;
  /** Settings that work but are probably not what the operator wants; logged at start. */
  warnings: string[];
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, not "${env[name] ?? ''}"`);
}

function poolSize(env: Env): number {
  const raw = env.DATABASE_POOL_SIZE?.trim();
  if (!raw) return DEFAULT_POOL_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 2 || size > 1000) {
    throw new ConfigError(
      `DATABASE_POOL_SIZE must be a whole number from 2 to 1000 (connections per instance), not "${raw}"`,
    );
  }
  return size;
}

function port(env: Env): number {
  const raw = env.PORT?.trim() || '3000';
  // Digits only: Number() would also take "1e3" or "0x50" and listen somewhere unexpected.
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${raw}"`);
  }
  return value;
}

const TRUST_PROXY_HELP =
  'Set TRUST_PROXY to the number of proxies in front of the backend (e.g. 1) or to their addresses (e.g. 10.0.0.5 or 10.0.0.0/8, comma-separated)';

function cidr(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * The most proxies TRUST_PROXY may count. A count believes that many addresses from the end of
 * X-Forwarded-For, so one larger than the proxies really in front believes what a visitor wrote
 * before them: a large one (100) is `true` by another name. More proxies than this in a row are
 * named by their addresses instead.
 */
const MAX_TRUSTED_PROXY_HOPS = 5;

/**
 * TRUST_PROXY: "true" is refused, because it believes whatever X-Forwarded-For a visitor makes up,
 * and a made-up address per request escapes every rate limit; so is a count above
 * MAX_TRUSTED_PROXY_HOPS.
 */
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_TRUSTED_PROXY_HOPS) {
      throw new ConfigError(
        `TRUST_PROXY=${raw} would believe the last ${hops} addresses of any X-Forwarded-For header, most of them written by the visitor, so anyone could escape the rate limits by inventing addresses. Set it to the number of proxies really in front of the backend (at most ${MAX_TRUSTED_PROXY_HOPS}), or to their addresses (e.g. 10.0.0.5 or 10.0.0.0/8, comma-separated).`,
      );
    }
    return hops;
  }
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      `TRUST_PROXY=${raw} would believe any X-Forwarded-For header, so anyone could escape the rate limits by inventing addresses. ${TRUST_PROXY_HELP}.`,
    );
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !cidr(entry));
  if (wrong.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY has "${wrong.join('", "')}", which is not an address or range. ${TRUST_PROXY_HELP}.`,
    );
  }
  return entries;
}

/**
 * The logger's levels, most talkative first. At the default, `info`, the log holds start-up,
 * shutdown, warnings, errors and the once-a-minute summary of refused requests; `debug` adds one
 * line per answered request (server/plugins/request-log.ts). docs/operators/configuration.md says the
 * same (Logging).
 */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export const DEFAULT_LOG_LEVEL = 'info';

/** LOG_LEVEL, checked here: the logger would otherwise stop the start with a stack trace. */
function logLevel(env: Env): string {
  const raw = env.LOG_LEVEL?.trim() ?? '';
  if (raw === '') return DEFAULT_LOG_LEVEL;
  const level = raw.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${raw}"`);
  }
  return level;
}

/** The signing key: JWT_SECRET when set, otherwise generated once and kept in DATA_DIR. */
function jwtSecret(env: Env, dataDir: string): string {
  const given = env.JWT_SECRET?.trim();
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return given;
  }
  const file = path.join(dataDir, DATA_FILES.signingKey);
  if (!existsSync(file)) {
    const secret = randomBytes(48).toString('base64url');
    try {
      // 'wx': two first starts racing on one folder keep the key written first, never two keys.
      writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      return secret;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const kept = readFileSync(file, 'utf8').trim();
  // An empty or truncated file would sign tokens with a guessable key (or none at all).
  if (kept.length < 32) {
    throw new ConfigError(
      `${file} holds a key shorter than 32 characters; delete the file to generate a new one`,
    );
  }
  return kept;
}

/** The key, with a file-system failure (read-only, full, not ours) explained in one line. */
function signingKey(env: Env, dataDir: string): string {
  try {
    return jwtSecret(env, dataDir);
  } catch (error) {
    throw explainDataDirError(error, dataDir) ?? error;
  }
}

/** SCHOOL_NAME: the name a new site shows until an admin sets its own; as long as the settings allow. */
function schoolName(env: Env): string {
  const name = env.SCHOOL_NAME?.trim() || 'Our School';
  if (Array.from(name).length > SITE_LIMITS.schoolName) {
    throw new ConfigError(`SCHOOL_NAME must be at most ${SITE_LIMITS.schoolName} characters`);
  }
  return name;
}

/** SMTP_URL as it may be shown: the password (and anything after the host) left out. */
export function smtpUrlForDisplay(raw: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)(?:([^:@/]*)(?::[^@/]*)?@)?([^/?#]*)/i.exec(raw.trim());
  if (!match) return 'SMTP_URL';
  const [, scheme = '', user, host = ''] = match;
  return `${scheme}${user ? `${user}:***@` : ''}${host}`;
}

/**
 * SMTP_URL: smtp://user:password@host:port (STARTTLS when the server offers it) or smtps://…
 * (TLS from the start). Checked here so a typo stops the start instead of every e-mail failing;
 * messages never repeat the password.
 */
function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim() ?? '';
  if (raw === '') return undefined;
  const shown = smtpUrlForDisplay(raw);
  const help =
    'e.g. smtp://user:password@mail.school.example:587 or smtps://user:password@mail.school.example:465';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`SMTP_URL is not a valid address (${shown}): ${help}`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//: ${help}`);
  }
  if (url.hostname === '') throw new ConfigError(`SMTP_URL names no mail server (${shown}): ${help}`);
  if (url.password !== '' && url.username === '') {
    throw new ConfigError(`SMTP_URL has a password but no user name (${shown}): ${help}`);
  }
  return raw;
}

/** A From line: an address, or a name and an address in angle brackets. */
const FROM_PATTERN = /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/;

/** MAIL_FROM: needed as soon as e-mails can go out; a mail server would refuse them without it. */
function mailFrom(env: Env, smtp: string | undefined): string | undefined {
  const raw = env.MAIL_FROM?.trim() ?? '';
  if (raw === '') {
    if (smtp !== undefined) {
      throw new ConfigError(
        'MAIL_FROM must be set when SMTP_URL is: the sender of the e-mails, e.g. MAIL_FROM="Our School <office@school.example>"',
      );
    }
    return undefined;
  }
  if (!FROM_PATTERN.test(raw)) {
    throw new ConfigError(
      `MAIL_FROM must be an e-mail address, or a name and an address like "Our School <office@school.example>", not "${raw}"`,
    );
  }
  return raw;
}

/**
 * PUBLIC_URL: http(s)://host[:port][/path]; the local address of this instance when unset, which
 * is right for `npm start` on one machine and wrong for the links a school's site hands out (a
 * start-up warning says so).
 */
function publicUrl(env: Env, listenPort: number): string {
  const raw = env.PUBLIC_URL?.trim() ?? '';
  if (raw === '') return `http://localhost:${String(listenPort || 3000)}`;
  const help = 'set it to the address visitors type, e.g. PUBLIC_URL=https://www.school.example';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a valid address ("${raw}"): ${help}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, not ${url.protocol}//: ${help}`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_URL must be a plain address, without a user, a query or a #: ${help}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * An absolute address of this site, `path` from its root (`/meetings/m1`, `/sitemap.xml`): the one
 * source of every address the backend hands out, in e-mails, calendar files, robots.txt, the
 * sitemap and the pages it draws (their canonical address and share links). Made from the
 * configuration alone, so an answer kept and shared by a cache is the same whoever asked for it,
 * whatever Host or X-Forwarded-Host they sent.
 */
export function publicAddress(config: Pick<Config, 'publicUrl'>, path = '/'): string {
  return siteAddress(config.publicUrl, path);
}

/** PUBLIC_URL's host name: the domain part of the calendar entries' UIDs. */
export function publicHostName(config: Pick<Config, 'publicUrl'>): string {
  return new URL(config.publicUrl).hostname;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || 'data');
  const dataDirNotes = prepareDataDir(dataDir);

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite database)',
    );
  }

  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError('Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither');
  }
  // The same rule as sign-up: the administrator's password is the one most worth guessing.
  const weakAdminPassword =
    adminPassword && newPasswordProblem(adminPassword, [adminEmail, 'Administrator'], schoolName(env));
  if (weakAdminPassword) throw new ConfigError(`ADMIN_PASSWORD is refused. ${weakAdminPassword}`);

  const webRoot = path.resolve(cwd, env.WEB_ROOT?.trim() || 'dist/web');

  const warnings: string[] = [...dataDirNotes];
  if (databaseUrl && !env.JWT_SECRET?.trim()) {
    warnings.push(
      'JWT_SECRET is not set: this instance signs logins with a key kept in its DATA_DIR, so other instances on the same database will refuse them. Set the same JWT_SECRET on every instance.',
    );
  }

  const smtp = smtpUrl(env);
  const listenPort = port(env);
  const sitePublicUrl = publicUrl(env, listenPort);
  if (!env.PUBLIC_URL?.trim()) {
    warnings.push(
      `PUBLIC_URL is not set: the links in calendars, e-mails and the sitemap point at ${sitePublicUrl}. Set PUBLIC_URL to the school's real address (e.g. PUBLIC_URL=https://www.school.example) so that calendars, e-mails and search engines point at it`,
    );
  }

  return {
    port: listenPort,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    databaseUrl,
    databasePoolSize: poolSize(env),
    jwtSecret: signingKey(env, dataDir),
    adminEmail,
    adminPassword,
    seedDemo: flag(env, 'SEED_DEMO', true),
    schoolName: schoolName(env),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: trustProxy(env),
    webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined,
    logLevel: logLevel(env),
    smtpUrl: smtp,
    mailFrom: mailFrom(env, smtp),
    publicUrl: sitePublicUrl,
    passwordHashCost: ARGON2_PARAMS,
    warnings,
  };
}
