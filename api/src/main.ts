import { startAlertSweeper } from './alerts/sweeper';
import { buildApp } from './app';
import { loadConfig, StartupError } from './config';
import type { Db } from './db';
import { DataDirLockedError } from './db/lock';
import { migrate } from './db/migrate';
import { openDatabaseWhenReady } from './db/wait';
import { closeGracefully } from './http/shutdown';
import { startPaymentReconciler } from './payments/reconciler';
import { startExpiryReminders } from './plans/expiry-reminder';
import { startReviewPrompts } from './ratings/prompts';
import { seedIfEmpty } from './seed';
import { startUploadSweeper } from './storage/sweep';

async function main() {
  const config = loadConfig();
  const pretty = process.stdout.isTTY && !config.production;
  const logger = {
    level: config.logLevel,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };

  let db: Db;
  try {
    db = await openDatabaseWhenReady(config, (message) => console.error(message));
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof StartupError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config, db }, { logger });
  try {
    const applied = await migrate(db);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    if (config.seed && (await seedIfEmpty(db, app.deps)))
      app.log.info('empty database seeded with demo data');
    // Paid orders whose listing was not published (a crash, a failover) are published now and on a timer.
    startPaymentReconciler(app);
    // Notifications recorded before this start (a crash, a deploy) go out now; new ones as they come.
    await app.deps.notifier.start();
    // Saved-search alerts and freed-bed alerts: now and every minute (stopped when the app closes).
    startAlertSweeper(app);
    // Owners are reminded EXPIRY_REMINDER_DAYS before a listing leaves search: now and every 15 minutes.
    startExpiryReminders(app);
    // "How was your visit to {name}?": 10 AM India time the day after a confirmed visit; swept every 15 minutes.
    startReviewPrompts(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Close the embedded database before exiting: PGlite left open mid-write may not open again.
    await app.close().catch(() => undefined);
    await db.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is already in use: stop the other server or set PORT.`);
      process.exit(1);
    }
    throw error;
  }
  app.log.info(`Basera API on http://localhost:${config.port}/api (${db.kind})`);
  // Printed as it is (not as a log record), so that nobody scrolling the output can miss it.
  if (config.devOutbox)
    console.warn(
      [
        '',
        '**************************************************************************************',
        '*  DEV_OUTBOX is on: /api/dev/outbox shows every sign-up and password-reset code.   *',
        '*  It answers only this machine (loopback). Never set DEV_OUTBOX=1 on a deployment. *',
        '**************************************************************************************',
        '',
      ].join('\n'),
    );

  // Uploaded files a crash left without their row: removed at start and every hour.
  const stopSweeper = startUploadSweeper(db, app.deps.storage, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopSweeper();
    // Within 8 s: `pnpm start` (and most orchestrators) wait about 10 before killing outright.
    await closeGracefully(app, db, { timeoutMs: 8000, log: (message) => app.log.warn(message) }).catch(
      (error) => app.log.error({ err: error }, 'shutdown failed'),
    );
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by `pnpm start` with an IPC channel: when the supervisor goes, even killed outright, the channel
  // closes; shut down (closing the database) rather than keep its port and the data folder's lock.
  if (process.send) {
    process.on('disconnect', () => void shutdown('disconnect'));
    if (!process.connected) void shutdown('disconnect');
  }
}

main().catch((error) => {
  // A setting to fix is said in one line; anything else is a bug, with its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
