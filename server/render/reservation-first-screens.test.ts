/**
 * The reservation pages come with the flow's welcome drawn into `<lrdx-reservation>` (docs/decisions.md,
 * "Page speed as a first-time visitor gets it"): the page's largest paint no longer waits for the
 * widget's bundle and its first API answers.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { testDialects } from '../db/test-db.js';
import { seedReservationPages } from '../seed/reservation-pages-seed.js';
import { buildSiteAuthTestApp } from '../testing/site-auth-test-app.js';

const WELCOME = {
  ku: 'ئۆتۆمبێلەکەت بە شێوەی ئۆنلاین حیجز بکە',
  ar: 'احجز سيارتك عبر الإنترنت',
  en: 'Reserve your vehicle online',
} as const;

describe.each(testDialects())('reservation welcome drawn on the server (%s)', (dialect) => {
  const t = suiteFixture(
    () => buildSiteAuthTestApp(dialect),
    async (t) => {
      await seedReservationPages(t.database.db);
    },
  );

  it.each(['ku', 'ar', 'en'] as const)('draws the welcome in /%s/reserve, with the widget’s styles under the nonce', async (language) => {
    const response = await t().app.inject({ url: `/${language}/reserve` });
    expect(response.statusCode).toBe(200);
    const element = /<lrdx-reservation\b[^>]*>([\s\S]*?)<\/lrdx-reservation>/.exec(response.body);
    expect(element?.[0]).toContain('data-first-screen="server"');
    expect(element?.[1]).toMatch(/^<template shadowrootmode="open"><style nonce="[^"]+">/);
    expect(element?.[1]).toContain('data-screen="landing"');
    expect(element?.[1]).toContain(WELCOME[language]);
    // Nothing of a visitor or of the stock is in it: the page stays as cacheable as before.
    expect(String(response.headers['cache-control'])).toContain('public');
  });
});
