/**
 * A test-only Fastify instance with the verification family on a fresh migrated database: the
 * local SMS verifier on the test's clock, every code `123456`, each message it sends told to `log`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { EmailVerifier } from '../../../adapters/email-verification/types.js';
import { createLocalVerifier } from '../../../adapters/sms/local.js';
import { loadConfig } from '../../../config.js';
import type { DialectName } from '../../../db/connection.js';
import type { TestDatabase } from '../../../db/test-db.js';
import { openMigratedTestDatabase } from '../../../migrations/testing/migrated-test-database.js';
import { installAppErrorHandler } from '../../../error-handler.js';
import { buildServices } from '../../../services.js';
import { registerVerificationApi } from '../index.js';

export interface VerificationTestOptions {
  env: Record<string, string>;
  /** The SMS verifier's clock. */
  now: () => number;
  log: (message: string) => void;
  emailVerifier: EmailVerifier;
  /** The services' clock too (the rate limits read it); the services keep the real clock when left out. */
  servicesNow?: () => number;
}

export async function buildVerificationTestApp(
  dialect: DialectName,
  options: VerificationTestOptions,
): Promise<{ database: TestDatabase; app: FastifyInstance }> {
  const database = await openMigratedTestDatabase(dialect);
  const phoneVerifier = createLocalVerifier({
    db: database.db,
    now: options.now,
    log: options.log,
    logCodes: true,
    generateCode: () => '123456',
  });
  const app = Fastify({ logger: false });
  installAppErrorHandler(app);
  const ctx = { db: database.db, dialect: database.dialect, config: loadConfig(options.env) };
  const services = buildServices(ctx, {
    phoneVerifier,
    emailVerifier: options.emailVerifier,
    ...(options.servicesNow ? { now: options.servicesNow } : {}),
  });
  await app.register(async (scope) => registerVerificationApi(scope, ctx, services));
  await app.ready();
  return { database, app };
}
