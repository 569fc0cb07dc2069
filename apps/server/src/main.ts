// First: keeps V8's fast path for process.nextTick (see the module's comment).
import './lib/keep-tick-object-shape.ts';
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig, type ParsedConfig } from './config.ts';
import { DEMO_ADMIN } from './config-env.ts';
import { productionWarnings } from './config-production.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { latestShippedMigration } from './db/migration-status.ts';
import { DemoDataError, refuseDemoData } from './db/seed/demo-data.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { acquireInstanceLock, InstanceLockedError } from './instance-lock.ts';
import { withJwtSecret } from './jwt-secret.ts';
import { createLogger } from './logger.ts';
import { startPaymentSweepScheduler } from './modules/reconciliation/payment-sweep.scheduler.ts';
import { startReminderScheduler } from './modules/reminders/reminder-scheduler.ts';
import { startReviewRequestScheduler } from './modules/reviews/review-request.scheduler.ts';
import { startLowStockScheduler } from './modules/stock/low-stock-scheduler.ts';
import { startPlanScheduler } from './modules/subscriptions/plan-scheduler.ts';
import { stopAccepting } from './plugins/lifecycle.ts';

/** Within the 30 s a supervisor waits after SIGTERM before it kills. */
const SHUTDOWN_TIMEOUT_MS = 28_000;
/** After the listener closes, how long open connections get to finish before being closed. */
const STOP_ACCEPTING_GRACE_MS = 3_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readConfig(): ParsedConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** One server per PGlite directory; PostgreSQL serves any number of instances. */
function lockDataDir(config: ParsedConfig) {
  if (config.databaseUrl) return { release() {} };
  try {
    return acquireInstanceLock(config.dataDir, config.shopName);
  } catch (error) {
    if (error instanceof InstanceLockedError) fail(error.message);
    throw error;
  }
}

async function start(config: Config, database: DatabaseHandle, log: Logger) {
  await migrateDatabase(database, async (db) => {
    if (config.isProduction) await refuseDemoData(db, DEMO_ADMIN.email);
    await seedDatabase(db, { admin: config.admin, demoCatalogue: config.seedDemo, log });
  });
  log.info({ migration: latestShippedMigration().tag }, 'database schema is up to date');
  const app = await buildApp(config, {
    db: database.db,
    dbKind: database.kind,
    logger: log,
    pool: database.kind === 'postgres' ? database.pool : undefined,
  });
  await app.listen({ port: config.port, host: config.host });
  app.messenger.startRetryLoop();
  log.info(`${config.shopName} is running at ${config.publicUrl} (database: ${database.kind})`);
  for (const warning of productionWarnings(config)) log.warn(warning);
  if (config.payments.showTestBanner) {
    log.warn('PAYMENTS_TEST_MODE=true: payments are test payments, no real charges');
  }
  if (config.admin.isDemo) {
    log.warn('the demo admin account is in use (see README; never in production)');
  }
  return app;
}

async function main() {
  const parsed = readConfig();
  const log = createLogger(parsed);
  const lock = lockDataDir(parsed);
  let database: DatabaseHandle | undefined;
  let app: Awaited<ReturnType<typeof start>> | undefined;
  let reminders: ReturnType<typeof startReminderScheduler> | undefined;
  let lowStock: ReturnType<typeof startLowStockScheduler> | undefined;
  let paymentSweep: ReturnType<typeof startPaymentSweepScheduler> | undefined;
  let planRun: ReturnType<typeof startPlanScheduler> | undefined;
  let reviewRequests: ReturnType<typeof startReviewRequestScheduler> | undefined;
  let stopping = false;

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    // Drain: readiness 503 and `Connection: close` first, so the load balancer and kept-alive
    // clients move away; then the listener closes and in-flight requests finish.
    app?.lifecycle.startDraining();
    app?.messenger.stopRetryLoop();
    await reminders?.stop();
    await paymentSweep?.stop();
    await planRun?.stop();
    lowStock?.stop();
    reviewRequests?.stop();
    if (exitCode === 0) await delay(parsed.shutdownDelayMs);
    if (app) await stopAccepting(app.server, STOP_ACCEPTING_GRACE_MS);
    await app?.close().catch((error) => log.error({ err: error }, 'closing the server failed'));
    await database
      ?.close()
      .catch((error) => log.error({ err: error }, 'closing the database failed'));
    lock.release();
    log.info('stopped');
    log.flush();
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));

  try {
    const config = withJwtSecret(parsed);
    database = await openDatabase(config, (error) =>
      log.warn({ err: error }, 'an idle database connection was closed'),
    );
    app = await start(config, database, log);
    reminders = startReminderScheduler(app);
    lowStock = startLowStockScheduler(app);
    paymentSweep = startPaymentSweepScheduler(app);
    planRun = startPlanScheduler(app);
    reviewRequests = startReviewRequestScheduler(app);
  } catch (error) {
    if (error instanceof DemoDataError) {
      log.fatal(error.message);
      process.stderr.write(`${error.message}\n`);
    } else {
      log.fatal({ err: error }, 'the server could not start');
    }
    await stop(1);
  }
}

void main();
