/**
 * Forms drawn by the server in every block that places one (docs/decisions.md, "Page speed as a
 * first-time visitor gets it"): the form block's and the lead-form blocks' `<lrdx-form>` hold their
 * fields from the first paint, so nothing below them moves when the widget starts; the page then
 * names the forms among what it depends on, so editing a form purges it.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { testDialects } from '../db/test-db.js';
import { FORMS_KEY } from '../http/surrogate-keys.js';
import { seedForms } from '../seed/forms-seed.js';
import { buildSiteAuthTestApp } from '../testing/site-auth-test-app.js';

/** Each `<lrdx-form …>` start tag with what follows it. */
const formElements = (html: string) => [...html.matchAll(/<lrdx-form\b[^>]*>(.{0,40})/g)].map((m) => ({ tag: m[0], after: m[1] ?? '' }));

describe.each(testDialects())('forms drawn on the server (%s)', (dialect) => {
  const t = suiteFixture(
    () => buildSiteAuthTestApp(dialect),
    async (t) => {
      // The demo's published forms (npm start seeds them with the content).
      await seedForms(t.database.db);
    },
  );

  it.each(['ku', 'ar', 'en'])('draws the extended warranty block’s form on /%s/rent-a-car', async (language) => {
    const response = await t().app.inject({ url: `/${language}/rent-a-car` });
    expect(response.statusCode).toBe(200);
    const forms = formElements(response.body);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form.after, form.tag).toMatch(/^<template shadowrootmode="open">/);
    expect(String(response.headers['surrogate-key'])).toContain(FORMS_KEY);
  });

  it('draws every lead block’s form on the QA page, one drawing per form and layout', async () => {
    const response = await t().app.inject({ url: '/en/blocks' });
    const forms = formElements(response.body);
    // The form block, the entry form, the expanded entry form's tabs, the warranty and the offers.
    expect(forms.length).toBeGreaterThanOrEqual(5);
    const bare = forms.filter((form) => !form.after.startsWith('<template shadowrootmode="open">'));
    // A test drive's times depend on the retailer's hours, which the widget reads itself: left bare.
    for (const form of bare) expect(form.tag).toMatch(/test_drive|form-kind="test-drive"/);
  });
});
