import { describe, expect, it } from 'vitest';
import { fakeFirstPageServer } from '../testing/first-page-server.js';
import type { ListingResponse } from '../../domain/listing-query.js';
import { sampleVehicle } from '../../domain/sample-vehicle.js';
import { parseFirstPage } from '../../domain/stock-first-page.js';
import { carouselFirstPageKey, carouselQuery } from './carousel-query.js';
import { renderStockCarouselFirstPage } from './server-render.js';

const PAGE: ListingResponse = {
  data: [sampleVehicle(1), sampleVehicle(2), sampleVehicle(3)],
  meta: { total: 3, page: 1, pages: 1, items: 6, sort: 'createdAtDesc' },
};

describe('stock carousel first page drawn on the server', () => {
  const element = { listKey: 'iraq', lang: 'en' as const, items: 6, family: 'Defender' };

  it('draws the cards left-to-right in the page language, lazy, with the controls, and embeds the answer under its key', async () => {
    const server = fakeFirstPageServer(PAGE);
    const html =
      (await renderStockCarouselFirstPage({
        element,
        origin: 'https://lrdx.test',
        getJson: server.getJson,
        styles: ':host{}',
        nonce: 'n1',
      })) ?? '';
    expect(html).toMatch(
      /^<template shadowrootmode="open"><style nonce="n1">:host\{\}<\/style><section class="lrdx-carousel" dir="ltr" lang="en"/,
    );
    expect(html.match(/class="lrdx-card"/g)).toHaveLength(3);
    expect(html).toContain('data-action="next"');
    expect(html).toContain('Vehicle 1 of 3');
    expect(html).not.toContain('loading="eager"');
    expect(html).not.toMatch(/ style="/);
    const json = /<script type="application\/json" data-lrdx-first-page>([\s\S]*)<\/script>$/.exec(html)?.[1];
    const embedded = parseFirstPage(json);
    expect(embedded?.listing).toEqual(PAGE);
    expect(embedded?.key).toBe(carouselFirstPageKey(carouselQuery(element)));
    // It asks what the widget would: page 1 of 6, the family forced, no reserved or sold cars.
    const asked = decodeURIComponent(server.asked[0] ?? '');
    expect(asked).toMatch(/^\/public_api\/listing\/iraq\?items=6&page=1&sort=createdAtDesc/);
    expect(asked).toContain('Defender');
    expect(asked).not.toContain('reserved');
  });

  it('draws Kurdish right-to-left, and nothing for an empty answer', async () => {
    const ku =
      (await renderStockCarouselFirstPage({
        element: { ...element, lang: 'ku' },
        origin: 'https://lrdx.test',
        getJson: fakeFirstPageServer(PAGE).getJson,
        styles: '',
      })) ?? '';
    expect(ku).toContain('dir="rtl" lang="ckb"');
    const empty = fakeFirstPageServer({ data: [], meta: { total: 0, page: 1, pages: 0, items: 6, sort: 'createdAtDesc' } });
    expect(
      await renderStockCarouselFirstPage({ element, origin: 'https://lrdx.test', getJson: empty.getJson, styles: '' }),
    ).toBeUndefined();
  });

  it('names one key per query: another family, count or sort is another answer', () => {
    const key = carouselFirstPageKey(carouselQuery(element));
    expect(carouselFirstPageKey(carouselQuery({ ...element, family: 'Discovery' }))).not.toBe(key);
    expect(carouselFirstPageKey(carouselQuery({ ...element, items: 12 }))).not.toBe(key);
    expect(carouselFirstPageKey(carouselQuery({ ...element, sort: 'priceAsc' }))).not.toBe(key);
    // An unknown sort and a count beyond the listing's are what the machine makes of them.
    expect(carouselFirstPageKey(carouselQuery({ ...element, sort: 'cheapest' }))).toBe(key);
    expect(carouselQuery({ ...element, items: 99 }).items).toBe(12);
  });
});
