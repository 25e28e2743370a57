import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase, runMigrations, SEED_LOCK, withStartupLock } from './platform/db';
import { seed } from './seed/index';
import { seedUserReportForm } from './seed/user-reports';
import { createStorage } from './platform/storage';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDist ??= path.resolve(here, '../../web/dist');

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  if (config.seedDemo) {
    // Several processes starting together on one database (scripts/cluster.mjs) seed one after another: the first
    // seeds, the others find the demo world there (the seed is idempotent, not safe to run twice at once).
    await withStartupLock(database, SEED_LOCK, async () => {
      await seed(database.db);
      // The default user report form goes into the running server's storage (the seed itself knows only the database).
      await seedUserReportForm(database.db, createStorage(config));
    });
  }

  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  if (config.localMailbox) {
    const note = `mail without an SMTP server is readable at ${config.publicUrl}/dev/mailbox (LOCAL_MAILBOX=false turns it off)`;
    if (config.nodeEnv === 'production') app.log.warn(note);
    else app.log.info(note);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
