/**
 * The editor's screens in real Chromium against `npm start`'s server (the demo admin):
 * - blocks are added with the palette's add buttons, the keyboard path (the mouse drag from the
 *   palette is walked in cms-editor.e2e.test.ts);
 * - a publish scheduled in the future goes live when the scheduler runs — the server's timer is
 *   off (CMS_SCHEDULER_MS=0) and the test runs the scheduler on cue (CMS_SCHEDULER_SIGNAL);
 * - an older version restored and published is what visitors see;
 * - navigation entries reordered by keyboard and by drag, nested; the media library; the SEO
 *   dialog; the quick-links screen — with axe on each, and screenshots at 1280×900 in ku and en
 *   into $CMS_SCREENSHOTS when set.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolationsWithin as axeViolations } from './support/axe.js';
import { signInAsDemoAdmin, type EditorArea } from './support/demo-admin.js';
import { DESKTOP, useE2eSuite } from './support/lifecycle.js';
import { createPageInEditor, EDITOR_WORDS, pressPaletteButton, publishInEditor } from './support/page-editor.js';
import { screenshotInto } from './support/screenshots.js';

const SHOTS = process.env.CMS_SCREENSHOTS;
const screenshot = (page: Page, name: string) => screenshotInto(SHOTS, page, name);

describe('CMS editor screens', () => {
  const suite = useE2eSuite({ CMS_SCHEDULER_MS: '0', CMS_SCHEDULER_SIGNAL: 'SIGUSR2' }, 'cms-screens');
  let imagePath: string;
  /** Script errors of every editor page; the last test expects none. */
  const errors: string[] = [];

  beforeAll(async () => {
    imagePath = join(mkdtempSync(join(tmpdir(), 'lrdx-cms-screens-')), 'desert-road.png');
    // A picture with something in it (a gradient and a band), so the thumbnails are visibly images.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#6aa9d8"/><stop offset="1" stop-color="#f3d9a4"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><rect y="600" width="1600" height="300" fill="#b98a52"/><rect x="700" y="600" width="200" height="300" fill="#444"/></svg>`;
    await sharp(Buffer.from(svg)).png().toFile(imagePath);
  });

  async function signIn(language: 'ku' | 'en', area: EditorArea = 'cms'): Promise<Page> {
    const page = await suite.newPage(DESKTOP);
    page.on('pageerror', (error) => errors.push(`${language} ${area}: ${error.message}`));
    await signInAsDemoAdmin(page, suite.server, language, area);
    return page;
  }

  async function newPage(page: Page, title: string, path: string): Promise<number> {
    await createPageInEditor(page, EDITOR_WORDS.ku, title, path);
    await expect.poll(() => /page=(\d+)/.exec(page.url())?.[1]).toBeTruthy();
    return Number(/page=(\d+)/.exec(page.url())![1]);
  }

  const addBlock = (page: Page, label: string) => pressPaletteButton(page, `${EDITOR_WORDS.ku.add}${label}`);

  const visitorBlocks = async (path: string) => {
    const response = await fetch(`${suite.server.origin}/ku${path}`);
    const html = await response.text();
    return { status: response.status, quote: html.includes('lrdx-block--quote'), snippet: html.includes('lrdx-block--snippet') };
  };

  it('schedules the publish, and the scheduler publishes it on its run', async () => {
    const page = await signIn('ku');
    await page.getByRole('heading', { name: 'پەڕەکان' }).waitFor();
    await newPage(page, 'پەڕەی خشتەکراو', '/e2e-scheduled');

    const frame = page.frameLocator('iframe').first();
    await addBlock(page, 'وتە');
    await frame.locator('.lrdx-block--quote').waitFor({ state: 'attached' });
    // Puck's panels read right to left, with its own texts in Kurdish.
    expect(await page.locator('.cms-puck').getAttribute('dir')).toBe('rtl');
    await page.getByText('بلۆکەکان', { exact: true }).first().waitFor();
    await screenshot(page, 'ku-editor');

    await page.getByRole('button', { name: 'پاشەکەوتکردنی ڕەشنووس' }).click();
    await page.getByText('ڕەشنووسەکە پاشەکەوت کرا.').waitFor();

    // Publish at the next whole minute (the field has minutes), at least a few seconds ahead.
    const due = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}T${pad(due.getHours())}:${pad(due.getMinutes())}`;
    await page.getByText('خشتەکردن', { exact: true }).click();
    await page.getByLabel('کاتی بڵاوکردنەوە', { exact: true }).fill(local);
    await page.locator('.cms-menu__items').getByRole('button', { name: 'پاشەکەوتکردن' }).click();
    await page.getByText('خشتەکە پاشەکەوت کرا.').waitFor();
    expect((await visitorBlocks('/e2e-scheduled')).status).toBe(404);

    // The time passes; without a scheduler run nothing changes (the timer is off)…
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due.getTime() - Date.now() + 1_000)));
    expect((await visitorBlocks('/e2e-scheduled')).status).toBe(404);
    // …and the run publishes it.
    suite.server.signal('SIGUSR2');
    await expect.poll(async () => (await visitorBlocks('/e2e-scheduled')).status).toBe(200);
    expect((await visitorBlocks('/e2e-scheduled')).quote).toBe(true);
    await page.close();
  });

  it('restores an older version, publishes it, and visitors see that version', async () => {
    const page = await signIn('ku');
    await page.getByRole('heading', { name: 'پەڕەکان' }).waitFor();
    await page.getByRole('button', { name: 'پەڕەی وەشانەکان' }).waitFor({ state: 'detached' });
    const id = await newPage(page, 'پەڕەی وەشانەکان', '/e2e-versions');

    await addBlock(page, 'وتە');
    await publishInEditor(page, 'ku');
    expect(await visitorBlocks('/e2e-versions')).toMatchObject({ status: 200, quote: true, snippet: false });

    const versions = (await (await page.request.get(`${suite.server.origin}/cms/api/pages/${id}/versions`)).json()) as {
      data: { number: number; kind: string }[];
    };
    const firstPublished = versions.data.find((v) => v.kind === 'published')!.number;

    await addBlock(page, 'کورتە بەش');
    await publishInEditor(page, 'ku');
    expect(await visitorBlocks('/e2e-versions')).toMatchObject({ status: 200, quote: true, snippet: true });

    await page.getByRole('button', { name: 'وەشانەکان', exact: true }).click();
    // The dialog marks the version visitors see now: the second publish, the newest version.
    const liveRow = page.locator('.cms-versions li', { hasText: 'بڵاوکراوە: سەردانکەران ئەم وەشانە دەبینن' });
    await expect.poll(() => liveRow.count()).toBe(1);
    expect(await liveRow.textContent()).not.toContain(`وەشان ${firstPublished}`);
    // Change summaries in the editor's language, not as stored in English.
    expect(await liveRow.textContent()).toContain('1 بەش زیادکرا');
    expect(await page.locator('.cms-versions').textContent()).not.toMatch(/added|created with/);
    expect(
      await page
        .locator('.cms-versions li')
        .first()
        .evaluate((row) => row.classList.contains('cms-versions__live')),
    ).toBe(true);
    // Preview before restoring: the older version as the site draws it, in a new tab, said not to be live.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: `پێشبینین ${firstPublished} (لە تابێکی نوێدا دەکرێتەوە)`, exact: true }).click(),
    ]);
    await preview.locator('.lrdx-block--quote').waitFor({ state: 'attached' });
    expect(new URL(preview.url()).pathname).toBe(`/ku/cms/preview/${id}/${firstPublished}`);
    expect(await preview.locator('.lrdx-block--snippet').count()).toBe(0);
    expect(await preview.locator('.lrdx-editor-toolbar__state').textContent()).toContain('سەردانکەران ئەم وەشانە نابینن');
    await preview.close();
    await page.getByRole('button', { name: `گەڕاندنەوە وەک ڕەشنووس ${firstPublished}`, exact: true }).click();
    await page.getByText(`وەشانی ${firstPublished} ئێستا ڕەشنووسەکەیە.`).waitFor();
    // Restoring changes the draft only.
    expect(await visitorBlocks('/e2e-versions')).toMatchObject({ snippet: true });
    await publishInEditor(page, 'ku');
    expect(await visitorBlocks('/e2e-versions')).toMatchObject({ status: 200, quote: true, snippet: false });
    await page.close();
  });

  it('edits the navigation: an entry added, moved by keyboard and by drag, nested, deleted after confirming', async () => {
    const page = await signIn('ku');
    await page.getByRole('tab', { name: 'ڕێنیشاندەر' }).click();
    await page.getByRole('heading', { name: 'ڕێنیشاندەر', level: 2 }).waitFor();
    const rows = page.locator('.cms-nav__list--root > li > .cms-nav__row strong');
    const idle = () => expect.poll(() => page.locator('.cms-nav__list--root').getAttribute('aria-busy')).toBeNull();
    const before = await rows.allTextContents();
    expect(before.length).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'زیادکردنی بڕگە', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('ناو', { exact: true }).fill('تاقیکردنەوە');
    await dialog.getByLabel('بەستەر', { exact: true }).fill('/e2e-nav');
    await dialog.getByRole('button', { name: 'پاشەکەوتکردن' }).click();
    await page.getByText('بڕگەکە پاشەکەوت کرا.').waitFor();
    await expect.poll(() => rows.allTextContents()).toEqual([...before, 'تاقیکردنەوە']);

    // Keyboard: the "up" button of the new entry, pressed with Enter, keeps the focus for the next press.
    await page.getByRole('button', { name: 'بردنی تاقیکردنەوە بۆ سەرەوە' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.allTextContents()).toEqual([...before.slice(0, -1), 'تاقیکردنەوە', before.at(-1)]);
    await idle();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('بردنی تاقیکردنەوە بۆ سەرەوە');
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.allTextContents()).toEqual([...before.slice(0, -2), 'تاقیکردنەوە', ...before.slice(-2)]);
    await idle();

    // Dragged by the handle onto the last entry: it takes the place before it.
    const newRow = page.locator('.cms-nav__row', { has: page.locator('strong', { hasText: 'تاقیکردنەوە' }) });
    await newRow.locator('.cms-nav__handle').dragTo(page.locator('.cms-nav__list--root > li > .cms-nav__row').last());
    await expect.poll(() => rows.allTextContents()).toEqual([...before.slice(0, -1), 'تاقیکردنەوە', before.at(-1)]);
    await idle();
    // Up to the first place by keyboard.
    for (let place = before.length - 1; place > 0; place--) {
      await page.getByRole('button', { name: 'بردنی تاقیکردنەوە بۆ سەرەوە' }).click();
      await expect.poll(() => rows.allTextContents()).toEqual([...before.slice(0, place - 1), 'تاقیکردنەوە', ...before.slice(place - 1)]);
      await idle();
    }
    await expect.poll(() => rows.allTextContents()).toEqual(['تاقیکردنەوە', ...before]);
    await idle();

    // Under the entry above is impossible for the first; move it down once, then nest it.
    await page.getByRole('button', { name: 'بردنی تاقیکردنەوە بۆ خوارەوە' }).click();
    await expect.poll(() => rows.allTextContents()).toEqual([before[0], 'تاقیکردنەوە', ...before.slice(1)]);
    await idle();
    await page.getByRole('button', { name: 'دانانی تاقیکردنەوە لە ژێر بڕگەی سەرەوەی' }).click();
    await idle();
    await expect.poll(() => rows.allTextContents()).toEqual(before);
    await page.locator('.cms-nav__list--root > li').first().locator('.cms-nav__list strong', { hasText: 'تاقیکردنەوە' }).waitFor();
    // The site's menu shows it under that entry.
    const site = await (await fetch(`${suite.server.origin}/ku/about-us`)).text();
    expect(site).toContain('/ku/e2e-nav');
    await screenshot(page, 'ku-navigation');
    expect(await axeViolations(page, ['.cms-tabs', '.cms-screen'])).toEqual([]);

    await page.getByRole('button', { name: 'سڕینەوەی تاقیکردنەوە' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'سڕینەوەی تاقیکردنەوە' }).click();
    await page.getByText('بڕگەکە سڕایەوە.').waitFor();
    await expect.poll(() => page.locator('.cms-nav__row strong', { hasText: 'تاقیکردنەوە' }).count()).toBe(0);
    await page.close();
  });

  it('uploads to the media library, sets alt texts, picks the image for a page share image', async () => {
    const page = await signIn('ku');
    await page.getByRole('tab', { name: 'کتێبخانەی وێنە' }).click();
    await page.getByLabel('بارکردنی وێنە', { exact: true }).setInputFiles(imagePath);
    await page.getByLabel('دەقی جێگرەوە (کوردی)').first().fill('ڕێگایەک لە بیابان');
    await page.locator('.cms-media__upload button[type=submit]').click();
    await page.getByText('وێنەکە بار کرا.').waitFor();
    const card = page.locator('.cms-media__card').first();
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await card.getByLabel('دەقی جێگرەوە (ئینگلیزی)').fill('A road in the desert');
    await card.getByRole('button', { name: 'پاشەکەوتکردنی دەقە جێگرەوەکان' }).click();
    await page.getByText('دەقە جێگرەوەکان پاشەکەوت کران.').waitFor();
    await screenshot(page, 'ku-media');
    expect(await axeViolations(page, ['.cms-tabs', '.cms-screen'])).toEqual([]);

    // The SEO dialog of a page chooses the share image from the library.
    await page.getByRole('tab', { name: 'پەڕەکان' }).click();
    await page.getByRole('heading', { name: 'پەڕەکان' }).waitFor();
    await newPage(page, 'پەڕەی SEO', '/e2e-seo');
    await page.getByRole('button', { name: 'SEO', exact: true }).click();
    const seo = page.getByRole('dialog');
    await seo.getByLabel('ناونیشانی گەڕان').fill('ناونیشانی گەڕانی تاقیکردنەوە');
    await seo.getByLabel('وەسفی گەڕان').fill('وەسفێکی کورت بۆ ئەنجامی گەڕان.');
    await seo.getByRole('button', { name: 'هەڵبژاردن لە کتێبخانە' }).click();
    await page.getByRole('button', { name: 'هەڵبژاردنی ڕێگایەک لە بیابان' }).click();
    await expect.poll(() => seo.getByLabel('ناونیشانی وێنە').inputValue()).toMatch(/^\/media\/library\/\d+\/1600x900\.jpeg$/);
    await screenshot(page, 'ku-seo');
    expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
    await seo.getByRole('button', { name: 'پاشەکەوتکردن', exact: true }).click();
    await page.getByText('لە ڕەشنووسەکەدا پاشەکەوت کرا.').waitFor();
    await publishInEditor(page, 'ku');
    const html = await (await fetch(`${suite.server.origin}/ku/e2e-seo`)).text();
    expect(html).toContain('ناونیشانی گەڕانی تاقیکردنەوە');
    expect(html).toMatch(/og:image" content="[^"]*\/media\/library\/\d+\/1600x900\.jpeg/);
    // Used now: delete is refused with the page named.
    await page.getByRole('tab', { name: 'کتێبخانەی وێنە' }).click();
    await page.locator('.cms-media__card').first().getByRole('button', { name: 'سڕینەوەی وێنە' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'سڕینەوەی وێنە' }).click();
    await page.getByRole('alert').filter({ hasText: '/ku/e2e-seo' }).waitFor();
    await page.close();
  });

  it('saves the quick links of a language', async () => {
    const page = await signIn('ku', 'admin');
    await page.getByRole('tab', { name: 'بەستەرە خێراکان' }).click();
    await page.getByLabel('ژمارەی بەستەر لە کۆمپیوتەر').fill('3');
    await page.getByRole('button', { name: 'بردنی بەستەری خێرای 2 بۆ سەرەوە' }).click();
    await screenshot(page, 'ku-quick-links');
    expect(await axeViolations(page, ['.cms-tabs', '.cms-screen'])).toEqual([]);
    await page.getByRole('button', { name: 'پاشەکەوتکردن', exact: true }).click();
    await page.getByText('بەستەرە خێراکان پاشەکەوت کران.').waitFor();
    const settings = (await (await fetch(`${suite.server.origin}/settings`)).json()) as {
      data: { attributes?: { key: string; value: string }; key?: string; value?: string }[];
    };
    const row = settings.data.map((s) => s.attributes ?? s).find((s) => s.key === 'fab.configuration');
    const fab = JSON.parse(row?.value ?? '{}') as { ku: { desktop_count: number; items: { icon: string }[] } };
    expect(fab.ku.desktop_count).toBe(3);
    expect(fab.ku.items.map((i) => i.icon).slice(0, 2)).toEqual(['pin', 'car']);
    await page.close();
  });

  it('shows every screen in English, left to right', async () => {
    const page = await signIn('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await page.getByRole('heading', { name: 'Pages' }).waitFor();
    // The English home page in Puck: its panels left to right, Puck's own texts in English.
    await page.locator('.cms-tree__open').first().click();
    await page.locator('#cms-page-heading').waitFor();
    await page.frameLocator('iframe').first().locator('.lrdx-block').first().waitFor({ state: 'attached' });
    expect(await page.locator('.cms-puck').getAttribute('dir')).toBe('ltr');
    await screenshot(page, 'en-pages');
    await page.getByRole('button', { name: 'SEO', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Meta title').waitFor();
    await screenshot(page, 'en-seo');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Navigation' }).click();
    await page.getByRole('heading', { name: 'Navigation', level: 2 }).waitFor();
    await screenshot(page, 'en-navigation');
    await page.getByRole('tab', { name: 'Media library' }).click();
    await page.locator('.cms-media__card').first().waitFor();
    await screenshot(page, 'en-media');
    await page.close();
    const admin = await signIn('en', 'admin');
    await admin.getByRole('tab', { name: 'Quick links' }).click();
    await admin.getByRole('heading', { name: 'Quick links' }).waitFor();
    await screenshot(admin, 'en-quick-links');
    await admin.close();
    expect(errors).toEqual([]);
  });
});
