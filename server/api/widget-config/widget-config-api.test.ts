import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { ORDER_ONLINE_CONFIG_TYPES } from '../../../domain/company-config.js';
import { seedCompanyConfig } from '../../seed/company-config-seed.js';
import { STOCK_LOCATOR_OVERRIDES, seedWidgetTranslations } from '../../seed/widget-translations-seed.js';
import { testDialects } from '../../db/test-db.js';
import { ALLOWED_ORIGIN } from '../../listing/testing/fixture.js';
import { buildListingTestApp, type ListingTestApp } from '../../testing/listing-test-app.js';

type Entries = { data: { config_type: string; data: unknown }[] };
type Option = { value: string; name: string };
type TradeIn = { data: { bodyTypes: Option[]; brands: Option[]; models: Option[]; fuelTypes: Option[] } };

describe.each(testDialects())('widget configuration API on %s', (dialect) => {
  const header = { 'company-config': 'iraq' };
  const get = (url: string, headers: Record<string, string> = {}) => t().app.inject({ url, headers });
  const expectError = async (url: string, status: number, code: string, field: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, url).toBe(status);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String), field } });
  };

  const t = suiteFixture(
    () => buildListingTestApp(dialect),
    async (t) => {
      await seedCompanyConfig(t.ctx.db);
      await seedCompanyConfig(t.ctx.db); // twice: re-seeding must not fail or duplicate
      await seedWidgetTranslations(t.ctx.db);
    },
  );

  describe('company_config', () => {
    it('returns the asked types in the asked order, on both path forms', async () => {
      for (const path of ['/company_config/all', '/public_api/listing/iraq/company_config/all']) {
        const res = await get(`${path}?config_type=lease,cash,additional,subscription`, { ...header, origin: ALLOWED_ORIGIN });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
        expect(res.headers.vary).toContain('Company-Config');
        const body = res.json<Entries>();
        expect(body.data.map((e) => e.config_type)).toEqual(['lease', 'cash', 'additional', 'subscription']);
        expect(body.data[0]?.data).toMatchObject({ durations: [24, 36, 48] });
      }
    });

    it('defaults to every type of every section, and filters by section', async () => {
      expect((await get('/company_config', header)).json<Entries>().data).toHaveLength(12);
      const orderOnline = (
        await get(`/company_config/order_online?config_type=${ORDER_ONLINE_CONFIG_TYPES.join(',')}`, header)
      ).json<Entries>();
      expect(orderOnline.data.map((e) => e.config_type)).toEqual([...ORDER_ONLINE_CONFIG_TYPES]);
      expect((await get('/company_config/stock_locator?config_type=order_online', header)).json<Entries>().data).toEqual([]);
      expect((await get('/public_api/listing/erbil/company_config', { 'company-config': 'erbil' })).json<Entries>().data).toEqual([]);
    });

    it('rejects a missing header, unknown types and sections, unknown companies and listings', async () => {
      await expectError('/company_config/all', 400, 'missing_header', 'Company-Config');
      await expectError('/public_api/listing/iraq/company_config/all', 400, 'missing_header', 'Company-Config', { 'company-config': '  ' });
      await expectError('/company_config/all?config_type=cash,loan', 400, 'invalid_config_type', 'config_type', header);
      await expectError('/company_config/ALL!', 400, 'invalid_section', 'section', header);
      await expectError('/company_config/all', 404, 'company_not_found', 'Company-Config', { 'company-config': 'nowhere' });
      await expectError('/public_api/listing/nowhere/company_config/all', 404, 'listing_not_found', 'id', header);
    });

    it('answers the preflight that the custom header causes', async () => {
      const headers = { origin: ALLOWED_ORIGIN, 'access-control-request-headers': 'company-config' };
      for (const url of ['/company_config/all', '/public_api/listing/iraq/company_config/all']) {
        const res = await t().app.inject({ method: 'OPTIONS', url, headers });
        expect(res.statusCode).toBe(204);
        expect(res.headers['access-control-allow-headers']).toBe('content-type, company-config');
      }
    });
  });

  describe('widget translations', () => {
    it('returns the overrides by lowercase language under data.attributes.data', async () => {
      const res = await get('/public_api/widget_translations_configs/stock_locator');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { id: 'stock_locator', type: 'widget_translations_config', attributes: { data: STOCK_LOCATOR_OVERRIDES } },
      });
      expect(Object.keys(STOCK_LOCATOR_OVERRIDES).sort()).toEqual(['ar', 'en', 'ku']);
    });
    it('rejects bad ids and answers 404 for unknown ones', async () => {
      await expectError('/public_api/widget_translations_configs/Stock%20Locator', 400, 'invalid_id', 'id');
      await expectError('/public_api/widget_translations_configs/order_online', 404, 'translations_not_found', 'id');
    });
  });

  describe('trade-in form options', () => {
    it('offers bodies, brands, models and fuels in the asked language (en by default)', async () => {
      const en = (await get('/trade_in/form_options')).json<TradeIn>().data;
      expect(en.brands).toEqual([
        { value: 'land_rover', name: 'Land Rover' },
        { value: 'jaguar', name: 'Jaguar' },
      ]);
      expect(en.models).toContainEqual({ value: 'defender_110', name: 'Defender 110' });
      expect(en.fuelTypes.map((f) => f.value).sort()).toEqual(['diesel', 'electric', 'mhev', 'petrol', 'phev']);
      const ku = (await get('/trade_in/form_options?lang=ku')).json<TradeIn>().data;
      expect(ku.brands[1]).toEqual({ value: 'jaguar', name: 'جاگوار' });
      expect(ku.models).toEqual(en.models); // Latin model names in every language
      const ar = (await get('/trade_in/form_options?lang=ar&brand=jaguar')).json<TradeIn>().data;
      expect(ar.brands).toEqual([{ value: 'jaguar', name: 'جاكوار' }]);
      expect(ar.models.map((m) => m.value)).not.toContain('defender_110');
      expect(ar.bodyTypes.map((b) => b.value).sort()).toEqual(['coupe', 'saloon', 'suv']);
    });
    it('rejects unknown languages and brands', async () => {
      await expectError('/trade_in/form_options?lang=fr', 400, 'invalid_parameter', 'lang');
      await expectError('/trade_in/form_options?brand=volvo', 400, 'invalid_brand', 'brand');
    });
  });

  describe('configurator vehicle', () => {
    it('returns the configuration of the new vehicle with that config_url', async () => {
      const vehicle = t().vehicles.find((v) => v.state === 'new' && v.config_url);
      const res = await get(`/public_api/vehicles/config_data?config_url=${encodeURIComponent(vehicle?.config_url ?? '')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: unknown }>().data).toMatchObject({
        vehicle_id: vehicle?.id,
        model: vehicle?.model,
        brand: vehicle?.brand,
        version: vehicle?.version_name,
        engine: { power: vehicle?.power },
        price: { msrp_price: vehicle?.msrp_price, display_price: vehicle?.display_price },
        colour: { exterior: vehicle?.color, exterior_name: vehicle?.specific_color, interior: vehicle?.color_interior },
        options: [{ name: 'Panoramic roof', price: 1500 }],
      });
    });
    it('answers 400 without config_url and 404 for unknown or used vehicles', async () => {
      await expectError('/public_api/vehicles/config_data', 400, 'missing_parameter', 'config_url');
      await expectError('/public_api/vehicles/config_data?config_url=', 400, 'missing_parameter', 'config_url');
      await expectError('/public_api/vehicles/config_data?config_url=a&config_url=b', 400, 'invalid_parameter', 'config_url');
      await expectError('/public_api/vehicles/config_data?config_url=https://config.example/none', 404, 'config_not_found', 'config_url');
      const used = t().vehicles.find((v) => v.state !== 'new' && v.config_url);
      await expectError(
        `/public_api/vehicles/config_data?config_url=${encodeURIComponent(used?.config_url ?? '')}`,
        404,
        'config_not_found',
        'config_url',
      );
    });
  });

  describe('dynamic content', () => {
    it('maps each listing uuid to the model keys in stock, unknown uuids to []', async () => {
      const iraq = t().listings.find((l) => l.id === 'iraq');
      const lrNew = t().listings.find((l) => l.id === 'lr-new');
      const res = await get(`/public_api/dynamic_content/${iraq?.uuid},${lrNew?.uuid},unknown-uuid`);
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: Record<string, string[]> }>().data;
      const groups = (pred: (v: ListingTestApp['vehicles'][number]) => boolean) =>
        [
          ...new Set(
            t()
              .vehicles.filter(pred)
              .map((v) => v.nameplate_model_group),
          ),
        ].sort();
      expect([...(data[iraq?.uuid ?? ''] ?? [])].sort()).toEqual(groups(() => true));
      expect([...(data[lrNew?.uuid ?? ''] ?? [])].sort()).toEqual(groups((v) => v.brand_key === 'land_rover' && v.state !== 'used'));
      expect(data['unknown-uuid']).toEqual([]);
    });
    it('rejects malformed or too many uuids', async () => {
      await expectError('/public_api/dynamic_content/a%20b', 400, 'invalid_uuids', 'uuids');
      await expectError(
        `/public_api/dynamic_content/${Array.from({ length: 21 }, (_, i) => `u${i}`).join(',')}`,
        400,
        'invalid_uuids',
        'uuids',
      );
      await expectError('/public_api/dynamic_content/,,', 400, 'invalid_uuids', 'uuids');
    });
  });

  it('documents every route in OpenAPI', () => {
    const doc = t().app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const path of [
      '/company_config/{section}',
      '/public_api/listing/{id}/company_config/{section}',
      '/public_api/widget_translations_configs/{id}',
      '/trade_in/form_options',
      '/public_api/vehicles/config_data',
      '/public_api/dynamic_content/{uuids}',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
  });
});
