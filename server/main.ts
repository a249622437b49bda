import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseEngine } from './db/database';
import { withSetupLock } from './db/setup-lock';
import { DataDirError, explainDataDirError } from './db/storage-errors';
import { isDatabaseUnavailable } from './db/unavailable';
import { ensureAdmin } from './seed/admin';
import { seedDemoContent } from './seed/seed';

/** The process: configuration, logging, first-run set-up, listening and a graceful stop. */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  await serve(config).catch((error: unknown) => {
    // SQLite on a read-only, full or foreign DATA_DIR: say which folder and what to check.
    throw (databaseEngine(config) === 'sqlite' && explainDataDirError(error, config.dataDir)) || error;
  });
}

async function serve(config: Config): Promise<void> {
  const app = await buildApp({ config, logger: { level: config.logLevel } });

  // Several instances may start together on one PostgreSQL: one sets up, the others then find it done.
  const { admin, seeded } = await withSetupLock(app.db, databaseEngine(config), async () => ({
    admin: await ensureAdmin(app.db, config),
    seeded: config.seedDemo ? await seedDemoContent(app.db) : undefined,
  }));
  if (admin.kind === 'created' && admin.generatedPassword) {
    // Printed once, on purpose: this is the only place the generated password ever appears.
    console.log(
      [
        '',
        '  An administrator account was created:',
        `    email:    ${admin.email}`,
        `    password: ${admin.generatedPassword}`,
        '  Keep it now; it is not shown again. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
        '',
      ].join('\n'),
    );
  } else if (admin.kind !== 'unchanged') {
    app.log.info({ email: admin.email }, `administrator account ${admin.kind}`);
  }
  if (seeded) app.log.info(seeded, 'demo content added');
  for (const warning of config.warnings) app.log.warn(warning);
  if (!config.webRoot) app.log.warn('dist/web is missing: serving the API only (run npm run build)');

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`\n  School website and API: ${address.replace('0.0.0.0', 'localhost')}/\n`);
}

/** Where DATABASE_URL points, without its password, for messages. */
function databaseHost(): string {
  try {
    const url = new URL(process.env.DATABASE_URL ?? '');
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if (error instanceof DataDirError) {
    console.error(error.message);
  } else if (isDatabaseUnavailable(error)) {
    console.error(
      `Cannot reach the database at ${databaseHost()} (${error instanceof Error ? error.message : String(error)}). ` +
        'Check DATABASE_URL and that PostgreSQL is running, then start again.',
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
