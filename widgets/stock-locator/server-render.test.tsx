import { describe, expect, it } from 'vitest';
import { fakeFirstPageServer } from '../testing/first-page-server.js';
import { sampleVehicle } from '../../domain/sample-vehicle.js';
import type { ListingResponse } from '../../domain/listing-query.js';
import { ADDITIONAL_FEATURES_KEY } from '../../domain/stock-locator-settings.js';
import { renderStockLocatorFirstPage } from './server-render.js';

const PAGE: ListingResponse = {
  data: [sampleVehicle(1), sampleVehicle(2), sampleVehicle(3)],
  meta: { total: 3, page: 1, pages: 1, items: 12, sort: 'createdAtDesc' },
};

describe('stock locator first page rendered on the server', () => {
  it('renders the cards in a declarative shadow root with the styles, embeds the answer, and names the first pictures', async () => {
    const server = fakeFirstPageServer(PAGE);
    const rendered = await renderStockLocatorFirstPage({
      element: { listKey: 'iraq', lang: 'ku' },
      search: '',
      origin: 'https://lrdx.test',
      getJson: server.getJson,
      nonce: 'abc',
      styles: ':host{display:block}',
    });
    expect(rendered).toBeDefined();
    const html = rendered?.html ?? '';
    expect(html).toMatch(/^<template shadowrootmode="open"><style nonce="abc">:host/);
    expect(html.match(/class="lrdx-card"/g)).toHaveLength(3);
    // Kurdish texts are in, and no inline style attribute the page's CSP would refuse.
    expect(html).toContain('ئۆتۆمبێلە بەردەستەکان');
    expect(html).not.toMatch(/ style="/);
    const json = /<script type="application\/json" data-lrdx-first-page>([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as { listing: ListingResponse }).listing).toEqual(PAGE);
    expect(rendered?.pictures).toHaveLength(2);
    expect(rendered?.pictures[0]).toMatch(/^https:\/\/lrdx\.test\//);
    // It asks what the widget would: page 1, 12 cars, newest first, no reserved or sold cars.
    expect(server.asked[0]).toMatch(/^\/public_api\/listing\/iraq\?items=12&page=1&sort=createdAtDesc&forced_statuses/);
    expect(server.asked[0]).not.toContain('reserved');
  });

  it('keeps the title for screen readers only when the page heads the widget (`hide-title`), the count in view', async () => {
    const draw = async (hideTitle?: string) =>
      (
        await renderStockLocatorFirstPage({
          element: { listKey: 'iraq', lang: 'en', hideTitle },
          search: '',
          origin: 'https://lrdx.test',
          getJson: fakeFirstPageServer(PAGE).getJson,
          nonce: undefined,
          styles: '',
        })
      )?.html ?? '';
    const title = (html: string) => /<h2 id="lrdx-sl-title" class="([^"]*)"[^>]*>([^<]*)</.exec(html)?.slice(1);
    expect(title(await draw())).toEqual(['lrdx-stock-locator__title', 'Vehicles in stock']);
    expect(title(await draw('true'))).toEqual(['lrdx-stock-locator__title lrdx-visually-hidden', 'Vehicles in stock']);
    expect(title(await draw('false'))).toEqual(['lrdx-stock-locator__title', 'Vehicles in stock']);
    expect(await draw('true')).toMatch(/id="lrdx-sl-count"[^>]*>3 vehicles</);
  });

  it('draws a locator lower on the page with lazy pictures and names none to preload', async () => {
    const server = fakeFirstPageServer(PAGE);
    const input = { element: { listKey: 'iraq', lang: 'ku' as const }, search: '', styles: '', origin: 'https://lrdx.test' };
    const above = await renderStockLocatorFirstPage({ ...input, getJson: server.getJson });
    const below = await renderStockLocatorFirstPage({ ...input, getJson: server.getJson, belowTheFold: true });
    expect(above?.html).toContain('loading="eager"');
    expect(below?.html.match(/class="lrdx-card"/g)).toHaveLength(3);
    expect(below?.html).not.toContain('loading="eager"');
    expect(below?.html).not.toContain('rel="preload"');
    expect(below?.pictures).toEqual([]);
  });

  it("asks for the URL's filters, page and sort, and renders nothing for the Saved view or an empty answer", async () => {
    const server = fakeFirstPageServer(PAGE);
    const input = { element: { listKey: 'iraq', lang: 'en' as const }, styles: '', origin: 'https://lrdx.test', getJson: server.getJson };
    await renderStockLocatorFirstPage({ ...input, search: '?states=new&sort=priceAsc&page=2' });
    expect(server.asked[0]).toContain('page=2&sort=priceAsc');
    expect(decodeURIComponent(server.asked[0] ?? '')).toContain('filter[states_in][]=new');
    expect(await renderStockLocatorFirstPage({ ...input, search: '?view=saved' })).toBeUndefined();
    const empty = fakeFirstPageServer({ data: [], meta: { total: 0, page: 1, pages: 0, items: 12, sort: 'createdAtDesc' } });
    expect(await renderStockLocatorFirstPage({ ...input, search: '', getJson: empty.getJson })).toBeUndefined();
  });

  it('draws only the filters the element shows (`filters`), and the default filters without it', async () => {
    const faceted: ListingResponse = {
      ...PAGE,
      meta: {
        ...PAGE.meta,
        facets: {
          checkbox: {
            models: [{ value: 'Defender 110', count: 3 }],
            colors: [{ value: 'grey', count: 3 }],
            statuses: [{ value: 'stock', count: 3 }],
          },
          ranges: { mileage: { min: 0, max: 50000 } },
        },
      },
    };
    const render = async (filters?: string) =>
      (
        await renderStockLocatorFirstPage({
          element: { listKey: 'iraq', lang: 'ku', ...(filters === undefined ? {} : { filters }) },
          search: '',
          origin: 'https://lrdx.test',
          getJson: fakeFirstPageServer(faceted).getJson,
          styles: '',
        })
      )?.html ?? '';
    const shown = (html: string) => [...html.matchAll(/data-filter="([a-z_]+)"/g)].map((m) => m[1]);
    // The editor turned the colour filter off and availability on.
    expect(shown(await render('models,statuses'))).toEqual(['models', 'statuses']);
    // Every filter off: none is drawn.
    expect(shown(await render('none'))).toEqual([]);
    // No attribute: the widget's defaults (colour among them, availability not).
    const defaults = shown(await render());
    expect(defaults).toEqual(expect.arrayContaining(['models', 'colors']));
    expect(defaults).not.toContain('statuses');
  });

  it('names each chosen-filter chip by its filter in the page language, the family as written beside it', async () => {
    const getJson = (path: string): Promise<unknown> => {
      if (path.startsWith('/public_api/listing/')) return Promise.resolve(PAGE);
      if (path === '/settings')
        return Promise.resolve({ data: [{ key: ADDITIONAL_FEATURES_KEY, value: JSON.stringify(['display_selected_vehicles']) }] });
      return Promise.reject(new Error(`unexpected ${path}`));
    };
    const chips = async (lang: 'ku' | 'ar' | 'en') => {
      const html =
        (
          await renderStockLocatorFirstPage({
            element: { listKey: 'iraq', lang },
            search: '?family=Defender',
            origin: 'https://lrdx.test',
            getJson,
            styles: '',
          })
        )?.html ?? '';
      return [...html.matchAll(/<button[^>]*class="lrdx-chip"[^>]*>([\s\S]*?)<\/button>/g)].map((m) =>
        (m[1] ?? '').replace(/<!-- -->/g, ''),
      );
    };
    expect(await chips('ku')).toEqual(['خێزان: <bdi>Defender</bdi> <span aria-hidden="true">×</span>']);
    expect(await chips('ar')).toEqual(['العائلة: <bdi>Defender</bdi> <span aria-hidden="true">×</span>']);
    expect(await chips('en')).toEqual(['Family: <bdi>Defender</bdi> <span aria-hidden="true">×</span>']);
  });
});

describe('a curated locator drawn on the server', () => {
  it('asks for its list alone (not the URL filters), draws its cars without filters, sort or search title, and keys the answer by the list', async () => {
    const server = fakeFirstPageServer(PAGE);
    const rendered = await renderStockLocatorFirstPage({
      element: { listKey: 'iraq', lang: 'ku', vehicles: '12,SALDA2BN5KA123456,x' },
      search: '?states=new&page=2',
      origin: 'https://lrdx.test',
      getJson: server.getJson,
      styles: '',
    });
    const asked = decodeURIComponent(server.asked[0] ?? '');
    expect(asked).toContain('vehicles=12,SALDA2BN5KA123456');
    expect(asked).toContain('page=1');
    expect(asked).not.toContain('states_in');
    const html = rendered?.html ?? '';
    expect(html.match(/class="lrdx-card"/g)).toHaveLength(3);
    expect(html).not.toContain('lrdx-sort');
    expect(html).not.toContain('data-action="skip-to-results"');
    expect(html).toContain('lrdx-stock-locator__layout--curated');
    // Headed by its block's heading alone: no search title, result count or Saved tab (docs/decisions.md).
    expect(html).not.toContain('lrdx-stock-locator__title');
    expect(html).not.toContain('lrdx-stock-locator__count');
    expect(html).not.toContain('data-action="saved"');
    expect(html).not.toContain('lrdx-sl-title');
    const json = /data-lrdx-first-page>([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as { key: string }).key).toContain('12,SALDA2BN5KA123456');
  });
});
