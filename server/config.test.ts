import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ConfigError,
  DEFAULT_LOG_LEVEL,
  loadConfig,
  publicAddress,
  publicHostName,
  type Config,
} from './config';

let cwd: string;

beforeEach(() => {
  cwd = mkdtempSync(path.join(tmpdir(), 'school-config-'));
});

afterEach(() => {
  rmSync(cwd, { recursive: true, force: true });
});

const SECRET = 'a-jwt-secret-that-is-32-chars-ok';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

/** A test per case: in that environment, loadConfig reads the setting `key` as `value`. */
function itReads<K extends keyof Config>(
  key: K,
  cases: [when: string, env: Record<string, string>, value: Config[K]][],
) {
  it.each(cases)('is %s', (_when, env, value) => {
    expect(loadConfig(env, cwd)[key]).toEqual(value);
  });
}

describe('loadConfig defaults', () => {
  it('listens on 127.0.0.1:3000, seeds demo data and keeps data in ./data, which it creates', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seedDemo: true,
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      redisUrl: undefined,
      corsOrigins: [],
      trustProxy: false,
      webRoot: undefined,
      logLevel: 'info',
    });
    expect(DEFAULT_LOG_LEVEL).toBe('info');
    expect(statSync(path.join(cwd, 'data')).isDirectory()).toBe(true);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', HOST: ' ', SEED_DEMO: '', DATA_DIR: '', CORS_ORIGINS: '' }, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seedDemo: true,
      dataDir: path.join(cwd, 'data'),
      corsOrigins: [],
    });
  });

  it('resolves DATA_DIR against cwd and creates nested folders', () => {
    const config = loadConfig({ DATA_DIR: 'var/school/data' }, cwd);
    expect(config.dataDir).toBe(path.join(cwd, 'var/school/data'));
    expect(existsSync(config.dataDir)).toBe(true);
  });

  it('serves the website only when WEB_ROOT holds an index.html', () => {
    mkdirSync(path.join(cwd, 'site'));
    expect(loadConfig({ WEB_ROOT: 'site' }, cwd).webRoot).toBeUndefined();
    writeFileSync(path.join(cwd, 'site', 'index.html'), '<!doctype html>');
    expect(loadConfig({ WEB_ROOT: 'site' }, cwd).webRoot).toBe(path.join(cwd, 'site'));
  });

  it('reads the other settings', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'debug',
        REDIS_URL: 'redis://cache:6379',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      trustProxy: 1,
      logLevel: 'debug',
      redisUrl: 'redis://cache:6379',
    });
  });

  it("hashes passwords at OWASP's Argon2id cost whatever the environment says (only a test app hashes cheaper)", () => {
    const owasp = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
    expect(loadConfig({}, cwd).passwordHashCost).toEqual(owasp);
    const tries = { NODE_ENV: 'test', VITEST: 'true', PASSWORD_HASH_COST: '8', ARGON2_MEMORY_COST: '8' };
    expect(loadConfig(tries, cwd).passwordHashCost).toEqual(owasp);
  });
});

describe('JWT secret', () => {
  it('generates a secret, keeps it in DATA_DIR/jwt-secret and reuses it on the next load', () => {
    const first = loadConfig({}, cwd);
    const file = path.join(cwd, 'data', 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o077).toBe(0);

    const second = loadConfig({}, cwd);
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it.each(['', 'short-key\n'])(
    'refuses a kept secret file with %j instead of signing with a weak key',
    (content) => {
      mkdirSync(path.join(cwd, 'data'));
      writeFileSync(path.join(cwd, 'data', 'jwt-secret'), content);
      expect(configError({}).message).toMatch(
        /jwt-secret holds a key shorter than 32 characters; delete the file/,
      );
    },
  );

  it('generates a different secret for another data folder', () => {
    const a = loadConfig({ DATA_DIR: 'a' }, cwd).jwtSecret;
    const b = loadConfig({ DATA_DIR: 'b' }, cwd).jwtSecret;
    expect(a).not.toBe(b);
  });

  it('uses JWT_SECRET when given, without writing a file', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, cwd).jwtSecret).toBe(SECRET);
    expect(existsSync(path.join(cwd, 'data', 'jwt-secret'))).toBe(false);
  });

  it('warns that other instances will refuse its logins when several may share PostgreSQL without JWT_SECRET', () => {
    const postgres = 'postgres://127.0.0.1/school';
    const site = { PUBLIC_URL: 'https://school.example' };
    expect(loadConfig({ ...site, DATABASE_URL: postgres }, cwd).warnings).toEqual([
      expect.stringMatching(/^JWT_SECRET is not set: .+ Set the same JWT_SECRET on every instance\.$/),
    ]);
    expect(loadConfig({ ...site, DATABASE_URL: postgres, JWT_SECRET: SECRET }, cwd).warnings).toEqual([]);
    expect(loadConfig(site, cwd).warnings).toEqual([]);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(configError({ JWT_SECRET: SECRET.slice(0, 31) }).message).toBe(
      'JWT_SECRET must be at least 32 characters long',
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' }, cwd)).toThrow(ConfigError);
  });
});

describe('invalid settings', () => {
  it.each(['abc', '-1', '65536', '80.5', '1e3', '0x50', '3000abc'])(
    'refuses PORT=%s with a clear message',
    (value) => {
      expect(configError({ PORT: value }).message).toBe(
        `PORT must be a whole number from 0 to 65535, not "${value}"`,
      );
    },
  );

  it.each(['0', '65535', ' 8080 '])('accepts PORT=%j', (value) => {
    expect(loadConfig({ PORT: value }, cwd).port).toBe(Number(value));
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD, and the other way round', () => {
    expect(configError({ ADMIN_EMAIL: 'head@school.test' }).message).toBe(
      'Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither',
    );
    expect(configError({ ADMIN_PASSWORD: 'secret-password' }).message).toBe(
      'Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither',
    );
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    const config = loadConfig({ ADMIN_EMAIL: ' head@school.test ', ADMIN_PASSWORD: 'secret-password' }, cwd);
    expect(config).toMatchObject({ adminEmail: 'head@school.test', adminPassword: 'secret-password' });
  });

  it('refuses an ADMIN_PASSWORD shorter than sign-up allows', () => {
    expect(configError({ ADMIN_EMAIL: 'head@school.test', ADMIN_PASSWORD: 'short' }).message).toBe(
      'ADMIN_PASSWORD is refused. The password must be at least 12 characters long.',
    );
  });

  it.each([
    [
      'password1234',
      /^ADMIN_PASSWORD is refused\. This password is too easy to guess: this is similar to a commonly used password\./,
    ],
    ['qwertyuiop123', /^ADMIN_PASSWORD is refused\. This password is too easy to guess: /],
    [
      'head-of-school-2026',
      /^ADMIN_PASSWORD is refused\. The password must not contain your name or email address\.$/,
    ],
  ])('refuses a guessable ADMIN_PASSWORD %j, saying why', (password, message) => {
    expect(
      configError({ ADMIN_EMAIL: 'head-of-school@school.test', ADMIN_PASSWORD: password }).message,
    ).toMatch(message);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['no', false],
    ['OFF', false],
    ['true', true],
    ['1', true],
    ['Yes', true],
  ])('reads SEED_DEMO=%s as %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }, cwd).seedDemo).toBe(expected);
  });

  it('refuses SEED_DEMO=maybe', () => {
    expect(configError({ SEED_DEMO: 'maybe' }).message).toBe('SEED_DEMO must be true or false, not "maybe"');
  });

  it.each(['true', 'TRUE', 'yes', 'on'])(
    'refuses TRUST_PROXY=%s: it would believe any X-Forwarded-For, and says what to set instead',
    (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toBe(
        `TRUST_PROXY=${value} would believe any X-Forwarded-For header, so anyone could escape the rate limits by inventing addresses. Set TRUST_PROXY to the number of proxies in front of the backend (e.g. 1) or to their addresses (e.g. 10.0.0.5 or 10.0.0.0/8, comma-separated).`,
      );
    },
  );

  it.each(['sometimes', '10.0.0.300', '10.0.0.0/33', '10.0.0.1, proxy.internal', '1.5'])(
    'refuses TRUST_PROXY=%s, naming what is wrong',
    (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toMatch(
        /^TRUST_PROXY has ".+", which is not an address or range\. Set TRUST_PROXY to the number of proxies/,
      );
    },
  );

  it.each(['6', '100', '007'])(
    'refuses TRUST_PROXY=%s: more proxies than anyone has, which a visitor could fill in',
    (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toBe(
        `TRUST_PROXY=${value} would believe the last ${Number(value)} addresses of any X-Forwarded-For header, most of them written by the visitor, so anyone could escape the rate limits by inventing addresses. Set it to the number of proxies really in front of the backend (at most 5), or to their addresses (e.g. 10.0.0.5 or 10.0.0.0/8, comma-separated).`,
      );
    },
  );

  it.each([
    ['', false],
    ['false', false],
    ['5', 5],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 192.168.1.1 ,fd00::/8', ['10.0.0.0/8', '192.168.1.1', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, cwd).trustProxy).toEqual(expected);
  });

  it.each([
    ['debug', 'debug'],
    [' WARN ', 'warn'],
    ['silent', 'silent'],
  ])('reads LOG_LEVEL=%j as %j', (value, expected) => {
    expect(loadConfig({ LOG_LEVEL: value }, cwd).logLevel).toBe(expected);
  });

  it('refuses a LOG_LEVEL the logger does not know, listing the ones it does', () => {
    expect(configError({ LOG_LEVEL: 'verbose' }).message).toBe(
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, not "verbose"',
    );
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(configError({ DATABASE_URL: 'mysql://db/school' }).message).toMatch(
      /^DATABASE_URL must start with postgres:\/\//,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://db/school' }, cwd).databaseUrl).toBe(
      'postgres://db/school',
    );
  });

  it('keeps 10 PostgreSQL connections per instance unless DATABASE_POOL_SIZE says otherwise, and refuses nonsense', () => {
    expect(loadConfig({}, cwd).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 25 ' }, cwd).databasePoolSize).toBe(25);
    for (const wrong of ['1', '0', '-3', '2.5', 'many', '1001']) {
      expect(configError({ DATABASE_POOL_SIZE: wrong }).message).toBe(
        `DATABASE_POOL_SIZE must be a whole number from 2 to 1000 (connections per instance), not "${wrong}"`,
      );
    }
  });
});

describe('CORS_ORIGINS', () => {
  it('is split on commas, trimmed, without empty entries', () => {
    const config = loadConfig(
      { CORS_ORIGINS: 'https://school.test, http://localhost:5173,,  app://desktop ,' },
      cwd,
    );
    expect(config.corsOrigins).toEqual(['https://school.test', 'http://localhost:5173', 'app://desktop']);
  });

  it('takes a single origin', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://school.test' }, cwd).corsOrigins).toEqual([
      'https://school.test',
    ]);
  });
});

describe('SCHOOL_NAME', () => {
  itReads('schoolName', [
    ["'Our School' when unset", {}, 'Our School'],
    ["'Our School' when blank", { SCHOOL_NAME: '   ' }, 'Our School'],
    ['trimmed', { SCHOOL_NAME: '  Springfield High School ' }, 'Springfield High School'],
  ]);

  it('refuses a name longer than the settings allow', () => {
    expect(loadConfig({ SCHOOL_NAME: 'é'.repeat(80) }, cwd).schoolName).toHaveLength(80);
    expect(configError({ SCHOOL_NAME: 'x'.repeat(81) }).message).toBe(
      'SCHOOL_NAME must be at most 80 characters',
    );
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  const FROM = 'Springfield High <office@springfield.example>';

  it('are unset by default: e-mails then wait in the outbox', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ smtpUrl: undefined, mailFrom: undefined });
  });

  it('take smtp:// and smtps:// addresses, with or without a login', () => {
    for (const url of [
      'smtp://mail.school.example:587',
      'smtps://office:s3cret@mail.school.example:465',
      'smtp://127.0.0.1:2525',
    ]) {
      expect(loadConfig({ SMTP_URL: url, MAIL_FROM: FROM }, cwd)).toMatchObject({
        smtpUrl: url,
        mailFrom: FROM,
      });
    }
    expect(loadConfig({ SMTP_URL: 'smtp://h.example', MAIL_FROM: 'office@h.example' }, cwd).mailFrom).toBe(
      'office@h.example',
    );
  });

  it('refuses another scheme or no server, without ever repeating the password', () => {
    const http = configError({ SMTP_URL: 'http://office:hunter2-secret@mail.example', MAIL_FROM: FROM });
    expect(http.message).toMatch(/^SMTP_URL must start with smtp:\/\/ or smtps:\/\/, not http:\/\//);
    const noHost = configError({ SMTP_URL: 'smtp://office:hunter2-secret@', MAIL_FROM: FROM });
    expect(noHost.message).toMatch(
      /^SMTP_URL (names no mail server|is not a valid address) \(smtp:\/\/office:\*\*\*@\)/,
    );
    const garbage = configError({ SMTP_URL: 'mail.example with spaces', MAIL_FROM: FROM });
    expect(garbage.message).toMatch(/^SMTP_URL is not a valid address/);
    for (const error of [http, noHost]) expect(error.message).not.toContain('hunter2');
  });

  it('needs MAIL_FROM with SMTP_URL, and refuses one that is not an address', () => {
    expect(configError({ SMTP_URL: 'smtp://mail.example' }).message).toMatch(
      /^MAIL_FROM must be set when SMTP_URL is/,
    );
    for (const from of ['office', 'School <office>', 'School office@school.example', 'a@b.example>']) {
      expect(configError({ SMTP_URL: 'smtp://mail.example', MAIL_FROM: from }).message).toMatch(
        /^MAIL_FROM must be an e-mail address, or a name and an address/,
      );
    }
  });
});

describe('PUBLIC_URL', () => {
  itReads('publicUrl', [
    ['this instance on localhost when unset, which is right for npm start', {}, 'http://localhost:3000'],
    ['this instance on localhost at its PORT when unset', { PORT: '8080' }, 'http://localhost:8080'],
    [
      'the address visitors use, without a trailing slash',
      { PUBLIC_URL: 'https://www.school.example/' },
      'https://www.school.example',
    ],
    [
      'the address with its path kept, trimmed',
      { PUBLIC_URL: ' https://school.example/meetings// ' },
      'https://school.example/meetings',
    ],
  ]);

  it('refuses what is no web address, with what to write instead', () => {
    expect(configError({ PUBLIC_URL: 'www.school.example' }).message).toMatch(
      /^PUBLIC_URL is not a valid address \("www.school.example"\): set it to the address visitors type/,
    );
    expect(configError({ PUBLIC_URL: 'ftp://school.example' }).message).toMatch(
      /^PUBLIC_URL must start with http:\/\/ or https:\/\//,
    );
    expect(configError({ PUBLIC_URL: 'https://school.example/?a=1' }).message).toMatch(
      /^PUBLIC_URL must be a plain address/,
    );
  });

  it('says once at start, when unset, that the links point at localhost and to set it', () => {
    const unset = loadConfig({ PORT: '8080' }, cwd).warnings.filter((line) => line.includes('PUBLIC_URL'));
    expect(unset).toEqual([
      "PUBLIC_URL is not set: the links in calendars, e-mails and the sitemap point at http://localhost:8080. Set PUBLIC_URL to the school's real address (e.g. PUBLIC_URL=https://www.school.example) so that calendars, e-mails and search engines point at it",
    ]);
    const mail = { SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'office@school.example' };
    expect(loadConfig(mail, cwd).warnings).toContainEqual(expect.stringMatching(/^PUBLIC_URL is not set/));
    expect(loadConfig({ ...mail, PUBLIC_URL: 'https://school.example' }, cwd).warnings).not.toContainEqual(
      expect.stringMatching(/PUBLIC_URL/),
    );
  });

  it("makes every absolute address of the site, its own path kept, as the e-mails' links are", () => {
    const site = loadConfig({ PUBLIC_URL: 'https://School.example/site/' }, cwd);
    expect(publicAddress(site, '/meetings/m1')).toBe('https://school.example/site/meetings/m1');
    // The e-mails (registrations/registration-emails.ts) write PUBLIC_URL and the path one after the other.
    expect(publicAddress(site, '/meetings/m1')).toBe(`${site.publicUrl}/meetings/m1`);
    expect(publicAddress(site)).toBe('https://school.example/site/');
    expect(publicHostName(site)).toBe('school.example');
    const local = loadConfig({ PORT: '4000' }, cwd);
    expect(publicAddress(local, '/sitemap.xml')).toBe('http://localhost:4000/sitemap.xml');
    expect(publicHostName(local)).toBe('localhost');
  });
});
