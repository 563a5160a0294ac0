/**
 * `npm start` ends here: open the database (SQLite file or DATABASE_URL), migrate, seed the demo
 * data on first start (one instance at a time: server/db/startup-lock.ts), serve the site + API on PORT and the example retailer site on PORT + 1.
 * SIGTERM and SIGINT close both servers and the database cleanly.
 */
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './migrations/migrate.js';
import { seedIfEmpty } from './seed/index.js';
import { withStartupLock } from './db/startup-lock.js';
import { buildApp } from './app.js';
import { buildExamplesServer } from './examples-server.js';
import { assertPaymentConfigAllowed, StartupConfigError } from './adapters/payments/index.js';
import { createDemoAdminIfNoUsers } from './auth/demo-admin.js';

/**
 * CMS_SCHEDULER_MS: how often scheduled publishes run (default 30 s; 0: only on the signal).
 * CMS_SCHEDULER_SIGNAL (SIGUSR2 or SIGUSR1): that signal runs them at once (the browser tests' cue).
 */
function schedulerOptions(env: NodeJS.ProcessEnv): { cmsSchedulerMs?: number; cmsSchedulerSignal?: NodeJS.Signals } {
  const ms = env.CMS_SCHEDULER_MS?.trim();
  const raw = env.CMS_SCHEDULER_SIGNAL?.trim();
  if (ms && !/^\d+$/.test(ms)) throw new Error('CMS_SCHEDULER_MS must be a whole number of milliseconds');
  if (raw && raw !== 'SIGUSR1' && raw !== 'SIGUSR2') throw new Error('CMS_SCHEDULER_SIGNAL must be SIGUSR1 or SIGUSR2');
  const signal: NodeJS.Signals | undefined = raw === 'SIGUSR1' || raw === 'SIGUSR2' ? raw : undefined;
  return {
    ...(ms ? { cmsSchedulerMs: Number(ms) } : {}),
    ...(signal ? { cmsSchedulerSignal: signal } : {}),
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  // One instance at a time migrates and seeds; the others wait, then find it done (server/db/startup-lock.ts).
  const demoAdmin = await withStartupLock(
    handle,
    { sqlitePath: config.sqlitePath, onWait: (message) => console.log(message) },
    async () => {
      await migrateToLatest(handle.db);
      if (config.seedOnStart) {
        const started = Date.now();
        const seeded = await seedIfEmpty(handle.db, { examplesOrigin: config.examplesOrigin, publicOrigin: config.publicOrigin });
        if (seeded) console.log(`Seeded demo data into ${handle.describe} in ${Date.now() - started} ms`);
      }
      // First start with no accounts: a demo admin with a generated password, printed once below
      // (DEMO_ADMIN=0 skips it, e.g. when accounts come from `npm run user:add` only).
      return process.env.DEMO_ADMIN === '0' ? undefined : await createDemoAdminIfNoUsers(handle.db);
    },
  );
  // The fake card vendor never serves production unless ALLOW_TEST_PAYMENTS=1 says so.
  try {
    await assertPaymentConfigAllowed(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }

  const app = await buildApp(
    { db: handle.db, dialect: handle.dialect, config },
    // The e-mail outbox worker runs in every server process (the claim keeps each message to one sender).
    {
      logger: { level: config.logLevel },
      services: {
        ...schedulerOptions(process.env),
        emailOutboxIntervalMs: config.mail.intervalMs,
        // Alert digests too: the claim keeps each digest to one process (docs/alerts.md).
        ...(config.alertDigestIntervalMs ? { alertDigestIntervalMs: config.alertDigestIntervalMs } : {}),
        // And the watcher of alerts on one vehicle: its compare-and-set keeps each e-mail to one process.
        ...(config.vehicleAlertIntervalMs ? { vehicleAlertIntervalMs: config.vehicleAlertIntervalMs } : {}),
        // And the configured stock feed pull: its claim keeps each pull to one process (docs/stock-feed.md).
        stockPullIntervalMs: config.stockPull.checkMs,
      },
    },
  );
  if (!config.mail.smtpUrl && process.env.NODE_ENV === 'production')
    app.log.warn('SMTP_URL is not set: e-mail goes to the local mail catcher (admin, "Sent e-mail") and reaches nobody');
  await app.listen({ port: config.port, host: config.host });

  const examples = process.env.EXAMPLES === '0' ? undefined : await buildExamplesServer(config);
  if (examples) await examples.listen({ port: config.port + 1, host: config.host });

  const base = `http://localhost:${config.port}`;
  console.log(
    [
      `lrdx is running (${handle.dialect}: ${handle.describe})`,
      `  site          ${base}/ku/`,
      `  API docs      ${base}/api/docs`,
      `  loader        ${base}/loader.js`,
      examples ? `  retailer demo ${config.examplesOrigin}/dealer-site/` : '',
      `  editor        ${base}/${config.defaultLanguage.segment}/cms`,
      `  e-mail        ${config.mail.smtpUrl ? `SMTP (${new URL(config.mail.smtpUrl).host})` : `local mail catcher: ${base}/${config.defaultLanguage.segment}/admin (Sent e-mail)`}`,
      demoAdmin
        ? [
            '',
            'Created a demo admin (the users table was empty). This password is shown only now:',
            `  e-mail    ${demoAdmin.email}`,
            `  password  ${demoAdmin.password}`,
            'Change it after signing in, or add accounts with `npm run user:add`.',
          ].join('\n')
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await Promise.allSettled([app.close(), examples?.close()]);
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // A configuration refusal is a sentence for the operator, not a stack trace.
  console.error(error instanceof StartupConfigError ? error.message : error);
  process.exit(1);
});
