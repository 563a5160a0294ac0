/**
 * A second (or third) server process for the multi-process lock test: the buy-online API on the
 * database named by LOCK_TEST_DATABASE_URL (already migrated and filled by the test). Prints
 * `{"port":N}` on stdout once it listens; stops on SIGTERM. Rate limits are on (counted in the
 * shared database) with the init limit raised: the test's 200 requests all come from 127.0.0.1.
 *   node --import tsx server/api/buy-online/testing/lock-server.ts
 */
import Fastify from 'fastify';
import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/connection.js';
import { registerBuyOnlineApi } from '../index.js';
import { installAppErrorHandler } from '../../../error-handler.js';

const url = process.env.LOCK_TEST_DATABASE_URL;
if (!url) throw new Error('LOCK_TEST_DATABASE_URL is not set');
const handle = openDatabase({ databaseUrl: url });
const app = Fastify({ logger: false });
installAppErrorHandler(app);
await app.register(async (scope) =>
  registerBuyOnlineApi(
    scope,
    { db: handle.db, dialect: handle.dialect, config: loadConfig({ RATE_LIMIT_LOCK_INIT: '1000/60' }) },
    { sweepIntervalMs: 0, paymentEnv: {} },
  ),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
