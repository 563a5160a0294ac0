import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIN_CHECKS_PATH } from '../../../domain/contracts/vin-checks.js';
import { toEasternDigits } from '../../../domain/digits.js';
import { loadConfig } from '../../config.js';
import {
  DEMO_AFFECTED_VIN,
  DEMO_CAMPAIGNS,
  DEMO_UNAFFECTED_VIN,
  demoCampaignVins,
  seedVinCampaigns,
} from '../../seed/vin-campaigns-seed.js';
import { testDialects, type TestDatabase } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { installAppErrorHandler } from '../../error-handler.js';
import { registerErrorSchema } from '../../http/error-schema.js';
import { buildServices } from '../../services.js';
import { registerVinApi } from './index.js';

describe.each(testDialects())('VIN checks API (%s)', (dialect) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const check = (vin: unknown, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: VIN_CHECKS_PATH, payload: { vin }, remoteAddress: ip });

  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    await seedVinCampaigns(database.db);
    const ctx = {
      db: database.db,
      dialect: database.dialect,
      config: loadConfig({ PUBLIC_ORIGIN: 'https://lrdx.test', RATE_LIMIT_VIN_CHECKS: '12/600' }),
    };
    app = Fastify({ logger: false });
    registerErrorSchema(app);
    installAppErrorHandler(app);
    await app.register(async (scope) => registerVinApi(scope, ctx, buildServices(ctx)));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it('names the campaign of an affected VIN, in the three languages', async () => {
    const response = await check(DEMO_AFFECTED_VIN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: {
        vin: DEMO_AFFECTED_VIN,
        affected: true,
        campaigns: [{ code: 'N512', title: DEMO_CAMPAIGNS[0]?.titles, starts_on: '2026-03-01' }],
      },
    });
  });

  it('finds the last VIN of a campaign, typed in lower case with Kurdish digits and spaces', async () => {
    const last = demoCampaignVins(DEMO_CAMPAIGNS[2]!).at(-1)!;
    const typed = ` ${toEasternDigits(last.toLowerCase()).slice(0, 8)} ${toEasternDigits(last.toLowerCase()).slice(8)} `;
    const response = await check(typed, '10.0.0.2');
    expect(response.json().data).toMatchObject({ vin: last, affected: true, campaigns: [{ code: 'K205' }] });
  });

  it('answers "not affected" for a valid VIN in no campaign', async () => {
    const response = await check(DEMO_UNAFFECTED_VIN, '10.0.0.3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { vin: DEMO_UNAFFECTED_VIN, affected: false, campaigns: [] } });
  });

  it('refuses malformed VINs and a North American VIN with a wrong check digit with 400 invalid_vin on the field vin', async () => {
    for (const [vin, message] of [
      ['SAL123', /17 letters/],
      [DEMO_AFFECTED_VIN.replace(/.$/, 'O'), /without I, O or Q/],
      // A US VIN (first character 1–5) whose 9th character is mistyped (it should be 9).
      ['1FTFW1ET5DFC10312', /check digit/],
    ] as const) {
      const response = await check(vin, '10.0.0.4');
      expect(response.statusCode, vin).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_vin', field: 'vin', message: expect.stringMatching(message) });
    }
  });

  it('looks up a VIN made for Europe or the Gulf that carries no check digit', async () => {
    // The demo's affected VIN with its 9th character changed: no longer its check digit, none needed.
    const withoutDigit = DEMO_AFFECTED_VIN.slice(0, 8) + (DEMO_AFFECTED_VIN[8] === '1' ? '2' : '1') + DEMO_AFFECTED_VIN.slice(9);
    expect(withoutDigit).toMatch(/^[^1-5]/);
    const response = await check(withoutDigit, '10.0.0.6');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { vin: withoutDigit, affected: false, campaigns: [] } });
  });

  it('refuses a body without a VIN in the API error shape', async () => {
    const response = await app.inject({ method: 'POST', url: VIN_CHECKS_PATH, payload: {}, remoteAddress: '10.0.0.5' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('limits each client: the 13th check in the window is refused with 429, other clients go on', async () => {
    const ip = '10.0.0.99';
    for (let i = 0; i < 12; i++) expect((await check(DEMO_UNAFFECTED_VIN, ip)).statusCode).toBe(200);
    const refused = await check(DEMO_UNAFFECTED_VIN, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await check(DEMO_UNAFFECTED_VIN, '10.0.0.100')).statusCode).toBe(200);
  });
});
