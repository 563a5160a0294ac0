/**
 * A second (or third) server process for the multi-process lock test and the lock benchmark: the
 * buy-online API on the database named by LOCK_TEST_DATABASE_URL (a postgres:// URL or a SQLite
 * file path; already migrated and filled by the caller). Prints `{"port":N}` on stdout once it
 * listens; stops on SIGTERM. Rate limits are on (counted in the shared database) with the init
 * limit raised, since the test's 200 requests all come from 127.0.0.1; RATE_LIMITS=off (the
 * benchmark, which measures the lock and not the limiter) switches them off.
 *   node --import tsx server/api/buy-online/testing/lock-server.ts
 */
import Fastify from 'fastify';
import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/connection.js';
import { registerBuyOnlineApi } from '../index.js';
import { installAppErrorHandler } from '../../../error-handler.js';
import { buildServices } from '../../../services.js';

const url = process.env.LOCK_TEST_DATABASE_URL;
if (!url) throw new Error('LOCK_TEST_DATABASE_URL is not set');
const handle = openDatabase(/^postgres(ql)?:\/\//.test(url) ? { databaseUrl: url } : { sqlitePath: url });
const app = Fastify({ logger: false });
installAppErrorHandler(app);
const ctx = {
  db: handle.db,
  dialect: handle.dialect,
  config: loadConfig({ RATE_LIMIT_LOCK_INIT: '1000/60', RATE_LIMITS: process.env.RATE_LIMITS }),
};
const services = buildServices(ctx, { paymentEnv: {} });
await app.register(async (scope) => registerBuyOnlineApi(scope, ctx, services, { sweepIntervalMs: 0 }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
