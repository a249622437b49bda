import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseEngine } from './db/database';
import { withSetupLock } from './db/setup-lock';
import { DataDirError, explainDataDirError } from './db/storage-errors';
import { isDatabaseUnavailable } from './db/unavailable';
import { ensureAdmin, generatedPasswordNotice } from './seed/admin';
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
  // Log lines go through process.stdout, as console.log's do, so both come out in the order they
  // are written. (Pino's own destination writes later, asynchronously: the password notice below
  // could otherwise end up above the "Server listening" line instead of last.) When the reader
  // of the output goes away (a closed pipe), the server goes on without its log, as pino's does.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  const app = await buildApp({ config, logger: { level: config.logLevel, stream: process.stdout } });

  // Several instances may start together on one PostgreSQL: one sets up, the others then find it done.
  const { admin, seeded } = await withSetupLock(app.db, databaseEngine(config), async () => ({
    admin: await ensureAdmin(app.db, config),
    seeded: config.seedDemo ? await seedDemoContent(app.db) : undefined,
  }));
  // A generated password is printed at the very end, once the backend listens (below).
  const generated =
    admin.kind === 'created' && admin.generatedPassword
      ? { email: admin.email, generatedPassword: admin.generatedPassword }
      : undefined;
  if (admin.kind !== 'unchanged' && !generated) {
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

  const address = (await app.listen({ port: config.port, host: config.host })).replace(
    '0.0.0.0',
    'localhost',
  );
  console.log(`\n  School website and API: ${address}/\n`);
  if (generated) {
    // Printed once, on purpose: this is the only place the generated password ever appears. Last,
    // so it is the bottom of the screen, and routine request lines (LOG_LEVEL=debug) do not follow.
    const changeAt = config.webRoot ? `${address}/admin/password` : `PUT ${address}/api/profile/password`;
    console.log(generatedPasswordNotice(generated, changeAt));
  }
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
