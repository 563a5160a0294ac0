import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShowroomFirstScreen } from '../../../domain/showroom-first-screen.js';
import { parseShowroomParam, showroomPath } from '../../../domain/showroom-slug.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { TestDatabase } from '../../db/test-db.js';
import { buildContentTestApp, firstVehicleInStock } from '../../testing/content-test-app.js';
import { testMetaheadRow } from '../../testing/metahead-row.js';

const ORIGIN = 'https://lrdx.test';
const VIDEO = 'https://www.youtube.com/watch?v=lrdxdemo01';

describe('vehicle page /ku/showroom/{custom}-{id} (sqlite)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let vehicle: Vehicle;

  beforeAll(async () => {
    ({ app, database } = await buildContentTestApp('sqlite', { demo: { vehicles: 60 }, listing: true }));
    // The demo stock has no videos; a retailer's film of the car plays in the shell's video modal.
    await database.db.updateTable('vehicles').set({ video_url: VIDEO }).execute();
    vehicle = await firstVehicleInStock(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('renders the vehicle page with title, canonical, share image and readable essentials', async () => {
    const path = showroomPath(vehicle);
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    const a = vehicle.attributes;
    expect(html).toContain('<html lang="ckb" dir="rtl">');
    expect(html).toContain(
      `<title>${a.model} ${String(a.production_year).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d)} — ${a.brand}</title>`,
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    expect(html).toMatch(
      new RegExp(`<a class="[^"]*" href="${VIDEO.replace(/[.?]/g, '\\$&')}" data-lrdx-video="[^"]+">سەیری ڤیدیۆی ئەم ئۆتۆمبێلە بکە</a>`),
    );
    expect(html).toContain('<lrdx-video-modal');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/lrdx\.test\/media\/vehicles\/[^"]+\/hd\.svg">/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    // Inside the site layout.
    expect(html).toContain('class="lrdx-nav"');
    expect(html).toContain('class="lrdx-footer"');
    // The widget's own screen without JavaScript (a declarative shadow root), and the element that
    // takes it over on the visitor's first touch with the data it was drawn from.
    expect(html).toContain(
      `<lrdx-showroom class="lrdx-showroom" vehicle-id="${vehicle.id}" list-key="iraq" lang="ku" data-load-on="interaction" data-load-if-stored="lrdx_vehicle_alert_stops" data-first-screen="server"><template shadowrootmode="open"><style nonce=`,
    );
    expect(html).toMatch(/<h1 class="lrdx-showroom__title"><bdi>[^<]+<\/bdi>/);
    expect(html).toContain('data-action="next-photo"');
    expect(html).toContain('aria-pressed="false" data-action="save"');
    const shadow = /<template shadowrootmode="open">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(shadow).not.toMatch(/ style="/);
    const embedded = parseShowroomFirstScreen(
      /<script type="application\/json" data-lrdx-showroom-first-screen="">([^<]*)<\/script>/.exec(html)?.[1],
    );
    expect(embedded?.vehicle.id).toBe(vehicle.id);
    expect(embedded?.similar.every((v) => v.id !== vehicle.id && v.attributes.model === a.model)).toBe(true);
    expect(html).toMatch(/srcSet="[^"]*1600w/i);
    expect(html).toContain('ساڵی دروستکردن');
    expect(html).toContain(`<bdi>${a.vin}</bdi>`);
    // The retailer card is a named slot of the element, so the widget keeps it (docs/decisions.md, "Stock locator and journeys on a phone"): call, WhatsApp, directions, hours.
    expect(html).toContain('<section slot="retailer" class="lrdx-retailer-card"');
    expect(html).toMatch(/<a class="lrdx-button lrdx-button--primary" href="tel:\+964\d+" data-action="call">پەیوەندی بکە<\/a>/);
    expect(html).toContain('href="https://wa.me/964');
    expect(html).toContain('data-action="directions"');
    expect(html).toContain('کاتەکانی کارکردن');
    expect(html).toContain('<div slot="action-bar" class="lrdx-action-bar"');
  });

  it('publishes JSON-LD: a Car with an Offer sold by an AutoDealer with address and geo', async () => {
    const res = await app.inject({ method: 'GET', url: showroomPath(vehicle) });
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body);
    expect(match).not.toBeNull();
    const data = JSON.parse(match?.[1] ?? '{}');
    expect(data['@type']).toBe('Car');
    expect(data.vehicleIdentificationNumber).toBe(vehicle.attributes.vin);
    expect(data.offers['@type']).toBe('Offer');
    expect(data.offers.priceCurrency).toBe('USD');
    expect(data.offers.availability).toBe('https://schema.org/InStock');
    if (!vehicle.attributes.price_hidden) expect(data.offers.price).toBe(vehicle.attributes.display_price);
    expect(data.offers.seller['@type']).toBe('AutoDealer');
    expect(data.offers.seller.address['@type']).toBe('PostalAddress');
    expect(typeof data.offers.seller.geo.latitude).toBe('number');
  });

  it("shows the retailer's street in the page language, keeping the stored one in the JSON-LD", async () => {
    const dealer = await database.db
      .selectFrom('dealers')
      .selectAll()
      .where('dealer_code', '=', vehicle.attributes.dealer_code)
      .executeTakeFirstOrThrow();
    const [storedStreet] = dealer.address.split(',');
    const eastern = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
    const card = (html: string) => /<address class="lrdx-retailer-card__address">([\s\S]*?)<\/address>/.exec(html)?.[1] ?? '';
    const path = showroomPath(vehicle);
    const ku = (await app.inject({ method: 'GET', url: path })).body;
    expect(card(ku)).toContain(`<bdi>${eastern(dealer.street_ku ?? '')}</bdi>`);
    expect(card(ku)).not.toContain(storedStreet);
    const ar = (await app.inject({ method: 'GET', url: path.replace(/^\/ku\//, '/ar/') })).body;
    expect(card(ar)).toContain(`<bdi>${eastern(dealer.street_ar ?? '')}</bdi>`);
    const en = (await app.inject({ method: 'GET', url: path.replace(/^\/ku\//, '/en/') })).body;
    expect(card(en)).toContain(`<bdi>${storedStreet}</bdi>`);
    // Schema data: the registered (stored) street, like the locality, region and postcode beside it.
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(ku)?.[1] ?? '{}');
    expect(jsonLd.offers.seller.address.streetAddress).toBe(dealer.address);

    // A dealer nobody translated shows its stored street in every language.
    await database.db.updateTable('dealers').set({ street_ku: null }).where('id', '=', dealer.id).execute();
    try {
      expect(card((await app.inject({ method: 'GET', url: path })).body)).toContain(`<bdi>${storedStreet}</bdi>`);
    } finally {
      await database.db.updateTable('dealers').set({ street_ku: dealer.street_ku }).where('id', '=', dealer.id).execute();
    }
  });

  it("matches the navigation settings against the page's path, also when its URL carries a list", async () => {
    const key = 'navigation.variants';
    const seeded = await database.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    await database.db.deleteFrom('settings').where('key', '=', key).execute();
    await database.db
      .insertInto('settings')
      .values({ key, value: JSON.stringify({ logo_only: [showroomPath(vehicle)] }) })
      .execute();
    try {
      for (const url of [showroomPath(vehicle), `${showroomPath(vehicle)}?list=iraq`]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<header class="lrdx-header lrdx-header--logo_only">');
      }
    } finally {
      await database.db.deleteFrom('settings').where('key', '=', key).execute();
      if (seeded) await database.db.insertInto('settings').values({ key, value: seeded.value }).execute();
    }
  });

  it('does not add the CMS metaheads on the vehicle page', async () => {
    await database.db
      .insertInto('metaheads')
      .values(testMetaheadRow({ content: '<meta name="cms-marker" content="1">', language: 'html', sequence: 1 }))
      .execute();
    const page = await app.inject({ method: 'GET', url: showroomPath(vehicle) });
    expect(page.body).not.toContain('cms-marker');
    const home = await app.inject({ method: 'GET', url: '/ku/about-us' });
    expect(home.body).toContain('cms-marker');
    await database.db.deleteFrom('metaheads').where('content', 'like', '%cms-marker%').execute();
  });

  it('redirects an outdated slug to the canonical path with 301, keeping the postcode search', async () => {
    const outdated = await app.inject({ method: 'GET', url: `/ku/showroom/old-name-${vehicle.id}` });
    expect(outdated.statusCode).toBe(301);
    expect(outdated.headers.location).toBe(showroomPath(vehicle));
    const bare = await app.inject({ method: 'GET', url: `/ku/showroom/${vehicle.id}?_postcode=44001&_locality=Ankawa` });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`${showroomPath(vehicle)}?_postcode=44001&_locality=Ankawa`);
    expect(parseShowroomParam(String(bare.headers.location).split('?')[0]?.split('/').pop() ?? '')).toBe(vehicle.id);
  });

  it('answers unknown vehicles, unknown lists and malformed ids with the not-found view and 404', async () => {
    for (const url of ['/ku/showroom/new-defender-99999999', '/ku/showroom/no-id-here', `${showroomPath(vehicle)}?list=no-such-list`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('lrdx-not-found');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('is served in Arabic and English too, with hreflang to all three and the widget in the page language', async () => {
    for (const [language, htmlLang, dir] of [
      ['ar', 'ar', 'rtl'],
      ['en', 'en', 'ltr'],
    ] as const) {
      const path = showroomPath(vehicle, `/${language}/showroom/`);
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toContain(`<html lang="${htmlLang}" dir="${dir}">`);
      expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
      expect(res.body).toContain(`list-key="iraq" lang="${language}"`);
      const param = path.slice(`/${language}/showroom/`.length);
      expect([...res.body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
        ['ckb', `${ORIGIN}/ku/showroom/${param}`],
        ['en', `${ORIGIN}/en/showroom/${param}`],
        ['ar', `${ORIGIN}/ar/showroom/${param}`],
        ['x-default', `${ORIGIN}/ku/showroom/${param}`],
      ]);
    }
    // An outdated slug redirects within its language.
    const stale = await app.inject({ method: 'GET', url: `/en/showroom/old-name-${vehicle.id}` });
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(showroomPath(vehicle, '/en/showroom/'));
  });

  it('serves the order-online pages in every language, the language button disabled while config_url is in the URL', async () => {
    for (const [language, htmlLang] of [
      ['ku', 'ckb'],
      ['ar', 'ar'],
      ['en', 'en'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/${language}/showroom-order-online/vehicle/${vehicle.id}` });
      expect(res.statusCode, language).toBe(200);
      expect(res.body).toContain(`<html lang="${htmlLang}"`);
      expect(res.body).toMatch(new RegExp(`<lrdx-order-online [^>]*lang="${language}"`));
      expect(res.body).not.toContain('hreflang="x-default"'); // not indexed: no alternates
    }
    const journey = await app.inject({
      method: 'GET',
      url: '/en/showroom-order-online/vehicle?config_url=https%3A%2F%2Fconfig.example%2Fx',
    });
    expect(journey.statusCode).toBe(200);
    expect(journey.body).toContain('aria-disabled="true"');
    expect(journey.body).not.toMatch(/class="lrdx-language__link" href=/);
  });

  it("answers the flow's entry /{lang}/showroom-order-online, with or without the slash: the order in progress or the configurator journey", async () => {
    for (const [language, htmlLang] of [
      ['ku', 'ckb'],
      ['ar', 'ar'],
      ['en', 'en'],
    ] as const) {
      for (const url of [`/${language}/showroom-order-online/`, `/${language}/showroom-order-online`]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain(`<html lang="${htmlLang}"`);
        // The steps element without a car of its own: it resumes the stored order or asks for a car.
        const element = /<lrdx-order-online [^>]*>/.exec(res.body)?.[0] ?? '';
        expect(element, url).toContain('step="steps"');
        expect(element, url).toContain(`lang="${language}"`);
        expect(element, url).not.toContain('vehicle-id=');
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    const configured = await app.inject({ method: 'GET', url: '/ku/showroom-order-online/?config_url=https%3A%2F%2Fconfig.example%2Fx' });
    expect(configured.statusCode).toBe(200);
    expect(configured.body).toContain('config-url="https://config.example/x"');
    expect(configured.body).toContain('aria-disabled="true"');
  });
});
