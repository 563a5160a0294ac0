/**
 * The QA page /blocks (docs/site-shell.md, "Every page is reachable") in Chromium against the seeded
 * server: the blocks' enhancers work by keyboard, in RTL (Kurdish) and LTR (English): tabs, section tabs and their modal cards, section image tabs,
 * the gallery lightbox, the accordion's open-all/close-all, the exterior and interior 360 views,
 * the model summary filters, the specification accordion's selects and sections, and the immersive hero. The enhancers that need a video (autoplay
 * video, the immersive hero's player) are put on the page with a stand-in <video> whose play and
 * pause are counted, since the demo ships no video file.
 * With LRDX_SHOTS=1 screenshots of the whole page land in /tmp/blocks-shots for review. axe on the
 * whole page, in the three languages on a phone and a wide screen, is the page sweep's
 * (e2e/page-sweep.e2e.test.ts), as for every page.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useVisitorSuite } from './support/lifecycle.js';

const SHOTS = process.env.LRDX_SHOTS === '1' ? '/tmp/blocks-shots' : null;
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

const suite = useVisitorSuite('blocks-page');

async function open(
  language: string,
  viewport: { width: number; height: number },
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  await page.goto(`${suite.server.origin}/${language}/blocks`);
  return { context, page };
}

/** Scrolls the block into view (the loader imports bundles as tags ask) and waits until `ready` holds. */
async function enhanced(page: Page, selector: string, ready: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForSelector(`${selector} ${ready}`, { state: 'attached' });
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()} ${el.getAttribute('data-tab') ?? el.getAttribute('href') ?? el.className}` : 'none';
  });

const selectedTab = (page: Page, block: string) => page.locator(`${block} [role="tab"][aria-selected="true"]`).getAttribute('data-tab');

// Review pictures of the whole page (ku and en, phone and wide) when LRDX_SHOTS=1: slow, so not by default.
describe.runIf(SHOTS)('screenshots of /blocks', () => {
  for (const language of ['ku', 'en']) {
    for (const viewport of [PHONE, WIDE]) {
      it(`in ${language} at ${viewport.width} px`, async () => {
        const { context, page } = await open(language, viewport);
        try {
          await shots(page, `${language}-${viewport.width}`, viewport.height);
        } finally {
          await context.close();
        }
      }, 900_000);
    }
  }
});

/** The full page in screen-high parts (one full-page picture of this length is unreadable). */
async function shots(page: Page, name: string, height: number): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  // Let the last lazy pictures paint before the first part.
  await page.waitForTimeout(1000);
  for (let part = 0, y = 0; y < total; part++, y += height) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${String(part).padStart(2, '0')}.png` });
  }
}

describe.each([
  // In RTL the arrow that points forward in reading order is ArrowLeft.
  { language: 'ku', forward: 'ArrowLeft', back: 'ArrowRight' },
  { language: 'en', forward: 'ArrowRight', back: 'ArrowLeft' },
])('enhancers by keyboard in $language', ({ language, forward, back }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await open(language, WIDE));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('tabbed component: arrows in reading order, Home/End, one tab in the Tab order, panels follow', async () => {
    const block = '#tabbed';
    await enhanced(page, block, '[role="tab"][aria-selected="true"]');
    const tabs = page.locator(`${block} [role="tab"]`);
    const ids = await tabs.evaluateAll((list) => list.map((tab) => tab.getAttribute('data-tab') ?? ''));
    expect(ids).toHaveLength(3);
    expect(await tabs.evaluateAll((list) => list.map((tab) => (tab as HTMLElement).tabIndex))).toEqual([0, -1, -1]);
    await tabs.first().focus();
    await page.keyboard.press(forward);
    expect(await selectedTab(page, block)).toBe(ids[1]);
    expect(await focused(page)).toBe(`a ${ids[1]}`);
    expect(await page.locator(`[id="${ids[1]}"]`).isVisible()).toBe(true);
    expect(await page.locator(`[id="${ids[0]}"]`).isHidden()).toBe(true);
    await page.keyboard.press('End');
    expect(await selectedTab(page, block)).toBe(ids[2]);
    await page.keyboard.press(forward);
    expect(await selectedTab(page, block)).toBe(ids[0]);
    await page.keyboard.press(back);
    expect(await selectedTab(page, block)).toBe(ids[2]);
    await page.keyboard.press('Home');
    expect(await selectedTab(page, block)).toBe(ids[0]);
    expect(await focused(page)).toBe(`a ${ids[0]}`);
  });

  it('section tabs: a tab shows its following blocks only; the modal cards open and close with focus back', async () => {
    const block = '#section-tabs';
    await enhanced(page, block, '[role="tab"][aria-selected="true"]');
    expect(await page.locator('#design-panel-1').isVisible()).toBe(true);
    expect(await page.locator('#interior-panel-1').isHidden()).toBe(true);
    await page.locator(`${block} [role="tab"]`).first().focus();
    await page.keyboard.press(forward);
    expect(await selectedTab(page, block)).toBe('interior');
    expect(await page.locator('#interior-panel-1').isVisible()).toBe(true);
    expect(await page.locator('#design-panel-1').isHidden()).toBe(true);
    expect(await page.locator('#technology-panel-1').isHidden()).toBe(true);
    await page.keyboard.press('End');
    expect(await page.locator('#technology-panel-1').isVisible()).toBe(true);
    await page.keyboard.press('Home');

    // The bar stays at the top while its blocks are read, and lets go after the last one, so it
    // never covers the blocks that follow.
    const barTop = () => page.locator(block).evaluate((bar) => Math.round(bar.getBoundingClientRect().top));
    // The panel's start half under the stuck bar: the bar is past its own place and still on top.
    await page.locator('#design-panel-1').evaluate((panel, selector) => {
      const bar = document.querySelector(selector)!.getBoundingClientRect().height;
      window.scrollTo(0, panel.getBoundingClientRect().top + window.scrollY - bar / 2);
    }, block);
    await expect.poll(barTop).toBe(0);
    await page
      .locator('#design-panel-1')
      .evaluate((panel) => window.scrollTo(0, panel.getBoundingClientRect().bottom + window.scrollY + 400));
    await expect.poll(barTop).toBeLessThan(0);
    await page.locator(block).evaluate((bar) => bar.scrollIntoView());

    const opener = page.locator(`${block} [data-lightbox-open]`);
    expect(await opener.isVisible()).toBe(true);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator(`${block} dialog`);
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    expect(await dialog.locator('.lrdx-modal-card').count()).toBe(3);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-lightbox-open'))).toBe(true);
    // The close button closes it too.
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    await dialog.locator('[data-lightbox-close]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-lightbox-open'))).toBe(true);
  });

  it('section image tabs: arrows and End/Home switch the following blocks', async () => {
    const block = '#image-tabs';
    await enhanced(page, block, '[role="tab"][aria-selected="true"]');
    expect(await page.locator('#terrain-city-panel-1').isHidden()).toBe(true);
    await page.locator(`${block} [role="tab"]`).first().focus();
    await page.keyboard.press(forward);
    expect(await selectedTab(page, block)).toBe('terrain-city');
    expect(await page.locator('#terrain-city-panel-1').isVisible()).toBe(true);
    expect(await page.locator('#terrain-mountains-panel-1').isHidden()).toBe(true);
    await page.keyboard.press('Home');
    expect(await selectedTab(page, block)).toBe('terrain-mountains');
    await page.keyboard.press('End');
    expect(await selectedTab(page, block)).toBe('terrain-city');
  });

  it('gallery lightbox: Enter opens the picture, arrows move in reading order, Escape closes with focus back', async () => {
    const block = '#gallery';
    await enhanced(page, block, 'dialog.lrdx-lightbox');
    const first = page.locator(`${block} a[data-lightbox-item]`).first();
    const count = await page.locator(`${block} a[data-lightbox-item]`).count();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator(`${block} dialog`);
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    const image = dialog.locator('.lrdx-lightbox__image');
    const shown = () => image.evaluate((img) => (img as HTMLImageElement).src);
    const itemHref = (index: number) =>
      page
        .locator(`${block} a[data-lightbox-item]`)
        .nth(index)
        .evaluate((a) => (a as HTMLAnchorElement).href);
    const firstSrc = await itemHref(0);
    expect(await shown()).toBe(firstSrc);
    expect(await image.getAttribute('alt')).not.toBe('');
    const counter = dialog.locator('.lrdx-lightbox__counter');
    const counterText = async () => (await counter.textContent())?.replace(/\s+/g, ' ') ?? '';
    const first1 = await counterText();
    // The counter is written in the page's digits.
    expect(first1).toBe(language === 'ku' ? `١ / ${'٠١٢٣٤٥٦٧٨٩'[count]}` : `1 / ${count}`);
    await page.keyboard.press(forward);
    expect(await shown()).toBe(await itemHref(1));
    expect(await counterText()).not.toBe(first1);
    await page.keyboard.press(back);
    await page.keyboard.press(back);
    expect(await shown()).toBe(await itemHref(count - 1));
    // The previous/next buttons work by keyboard too.
    await dialog.locator('.lrdx-lightbox__next').focus();
    await page.keyboard.press('Enter');
    expect(await shown()).toBe(firstSrc);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.href)).toBe(firstSrc);
  });

  it('accordion: open all and close all by keyboard', async () => {
    const block = '#accordion';
    await enhanced(page, block, '.lrdx-accordion__controls:not([hidden])');
    const openStates = () => page.locator(`${block} details`).evaluateAll((list) => list.map((d) => (d as HTMLDetailsElement).open));
    expect((await openStates()).length).toBeGreaterThanOrEqual(3);
    await page.locator(`${block} [data-accordion-action="open"]`).focus();
    await page.keyboard.press('Enter');
    expect((await openStates()).every(Boolean)).toBe(true);
    await page.locator(`${block} [data-accordion-action="close"]`).focus();
    await page.keyboard.press('Space');
    expect((await openStates()).some(Boolean)).toBe(false);
  });

  it('exterior 360: arrows turn the vehicle in reading order, Home/End, the handle follows and turns it too', async () => {
    const block = '#exterior-360';
    await enhanced(page, block, '.lrdx-view360__stage[role="slider"]');
    const stage = page.locator(`${block} .lrdx-view360__stage`);
    const handle = page.locator(`${block} .lrdx-view360__handle`);
    const now = () => stage.getAttribute('aria-valuenow');
    const max = Number(await stage.getAttribute('aria-valuemax'));
    expect(max).toBeGreaterThan(1);
    const src = () => stage.locator('img').getAttribute('src');
    const before = await src();
    await stage.focus();
    await page.keyboard.press(forward);
    expect(await now()).toBe('1');
    expect(await handle.inputValue()).toBe('1');
    // Screen readers hear the frame in the page's digits, from the stage and the handle alike.
    const text = `2 / ${max + 1}`;
    const spoken = language === 'ku' ? text.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : text;
    expect(await stage.getAttribute('aria-valuetext')).toBe(spoken);
    expect(await handle.getAttribute('aria-valuetext')).toBe(spoken);
    expect(await src()).not.toBe(before);
    await page.keyboard.press(back);
    await page.keyboard.press(back);
    expect(await now()).toBe(String(max));
    await page.keyboard.press('Home');
    expect(await now()).toBe('0');
    await page.keyboard.press('End');
    expect(await now()).toBe(String(max));
    await handle.focus();
    await page.keyboard.press('Home');
    expect(await now()).toBe('0');
    // A range input's arrows follow the page direction in Chromium.
    await page.keyboard.press(forward);
    expect(await now()).toBe('1');
  });

  it('interior 360: arrows look around in reading order, Home/End reach the ends', async () => {
    const block = '#interior-360';
    await enhanced(page, block, '.lrdx-view360__stage[role="slider"]');
    const stage = page.locator(`${block} .lrdx-view360__stage`);
    expect(await stage.getAttribute('aria-valuenow')).toBe('50');
    await stage.focus();
    await page.keyboard.press(forward);
    expect(await stage.getAttribute('aria-valuenow')).toBe('60');
    await page.keyboard.press('Home');
    expect(await stage.getAttribute('aria-valuenow')).toBe('0');
    expect(await stage.locator('img').evaluate((img) => getComputedStyle(img).objectPosition)).toBe('0% 50%');
    await page.keyboard.press('End');
    expect(await stage.getAttribute('aria-valuenow')).toBe('100');
  });

  it('model summary filters: the form lists the models and hides the cards that do not match', async () => {
    const block = '#model-filters';
    await enhanced(page, block, 'form:not([hidden])');
    const cards = page.locator('#model-summary [data-model]');
    const models = await cards.evaluateAll((list) => list.map((card) => (card as HTMLElement).dataset.model ?? ''));
    expect(models.length).toBe(3);
    const select = page.locator(`${block} select[name="model"]`);
    expect(await select.locator('option').count()).toBe(new Set(models).size + 1);
    await select.focus();
    await select.selectOption('Range Rover Sport');
    await page.locator(`${block} button[type="submit"]`).focus();
    await page.keyboard.press('Enter');
    expect(await cards.evaluateAll((list) => list.map((card) => (card as HTMLElement).hidden))).toEqual(
      models.map((model) => model !== 'Range Rover Sport'),
    );
    await select.selectOption('');
    await page.locator(`${block} button[type="submit"]`).press('Enter');
    expect(await cards.evaluateAll((list) => list.some((card) => (card as HTMLElement).hidden))).toBe(false);
  });

  it('specification accordion: model and engine selects by keyboard show one car; its sections open and close by keyboard', async () => {
    const block = '#specifications';
    await enhanced(page, block, '[data-spec-selects]:not([hidden])');
    const shownCars = () =>
      page
        .locator(`${block} [data-spec-model]`)
        .evaluateAll((list) =>
          list
            .filter((car) => !(car as HTMLElement).hidden)
            .map((car) => `${(car as HTMLElement).dataset.specModel}/${(car as HTMLElement).dataset.specEngine}`),
        );
    expect(await shownCars()).toEqual(['defender-90/P300']);
    const model = page.locator(`${block} [data-spec-model-select]`);
    const engine = page.locator(`${block} [data-spec-engine-select]`);
    await model.focus();
    await page.keyboard.press('ArrowDown');
    expect(await model.inputValue()).toBe('defender-110');
    expect(await engine.locator('option').allTextContents()).toEqual(['D300', 'P300', 'P400']);
    expect(await shownCars()).toEqual(['defender-110/D300']);
    expect(await page.locator(`${block} [data-spec-status]`).textContent()).toContain('Defender 110');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-spec-engine-select'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await shownCars()).toEqual(['defender-110/P300']);
    // The next stop is the shown car's first section (the hidden cars are out of the Tab order).
    await page.keyboard.press('Tab');
    const first = page.locator(`${block} [data-spec-engine="P300"][data-spec-model="defender-110"] details`).first();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await first.evaluate((d) => d.nextElementSibling?.hasAttribute('open'))).toBe(true);
  });

  it('immersive hero: the scroll-to button takes the visitor to the next section; the buttons are reachable by Tab', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const scroll = page.locator('.lrdx-immersive__scroll').first();
    const href = await scroll.getAttribute('href');
    expect(href).toMatch(/^#.+/);
    const buttons = page.locator('.lrdx-immersive .lrdx-button');
    expect(await buttons.count()).toBe(2);
    await buttons.first().focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toContain(await buttons.nth(1).getAttribute('href'));
    // The header's full height at the top of the page, before any scrolling hides it.
    const header = await page.evaluate(() => Math.round(document.querySelector('lrdx-site-header')?.getBoundingClientRect().height ?? 0));
    expect(header).toBeGreaterThan(0);
    await scroll.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((hash) => location.hash === hash, href);
    // Smooth scrolling settles with the section just under the sticky header: not under it, not far below.
    const top = () => page.locator(href!).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top).toBeLessThan(header + 100);
    expect(await top()).toBeGreaterThanOrEqual(header - 2);
  });
});

/**
 * A stand-in video: play() and pause() are counted and change `paused` as a real one would.
 * Put into the page before the enhancer's element, which the loader then upgrades.
 */
async function addVideoBlock(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    const holder = document.createElement('section');
    holder.className = 'lrdx-block lrdx-test-video';
    holder.innerHTML = markup;
    for (const video of holder.querySelectorAll('video')) {
      const state = { plays: 0, pauses: 0, paused: true };
      Object.defineProperty(video, 'paused', { get: () => state.paused });
      video.play = () => {
        state.plays += 1;
        state.paused = false;
        return Promise.resolve();
      };
      video.pause = () => {
        state.pauses += 1;
        state.paused = true;
      };
      (video as unknown as { counts: typeof state }).counts = state;
    }
    document.querySelector('main')?.prepend(holder);
  }, html);
}

const videoCounts = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('.lrdx-test-video video') as
      (HTMLVideoElement & { counts?: { plays: number; pauses: number } }) | null;
    return { plays: video?.counts?.plays ?? -1, pauses: video?.counts?.pauses ?? -1, src: video?.getAttribute('src') ?? '' };
  });

// Put first in <main>: scrolling to the end of the long QA page takes it out of view. (No spacer with an
// inline style: the page's CSP drops style attributes.)
const AUTOPLAY = `<lrdx-autoplay-video autoplay=""><video muted loop playsinline controls preload="none" aria-label="Defender"></video></lrdx-autoplay-video>`;

const HERO = (time: number) => `<lrdx-immersive-hero class="lrdx-immersive__stage" data-video-time="${time}" data-autoplay="true">
  <video muted playsinline loop data-src-desktop="/media/desktop.mp4" data-src-mobile="/media/mobile.mp4"></video>
  <button type="button" class="lrdx-icon-button lrdx-immersive__toggle" data-label-play="Play" data-label-pause="Pause" hidden>▶</button>
</lrdx-immersive-hero>`;

/** The exterior 360 view as the server wrote it (before the enhancer), with `autostart`, put first in <main>. */
async function addAutostartView(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const html = await (await fetch(location.href)).text();
    const view = new DOMParser().parseFromString(html, 'text/html').querySelector('#exterior-360 lrdx-view-360');
    if (!view) throw new Error('no exterior 360 view on the page');
    view.setAttribute('autostart', '');
    const holder = document.createElement('section');
    holder.className = 'lrdx-block lrdx-test-autostart';
    holder.append(document.adoptNode(view));
    document.querySelector('main')?.prepend(holder);
    window.scrollTo(0, 0);
  });
}

const autostartFrame = (page: Page) => page.locator('.lrdx-test-autostart .lrdx-view360__stage').getAttribute('aria-valuenow');

describe('enhancers put on the page with other settings', () => {
  it('exterior 360 with autostart turns by itself and stops when the visitor takes over', async () => {
    const { context, page } = await open('ku', WIDE);
    try {
      await addAutostartView(page);
      // It has turned by itself once it leaves the first frame (on a busy machine it may skip a frame
      // between two polls, and its enhancer may take longer than a poll's default second to load).
      // Before its enhancer runs the stage has no frame at all (null): that is not turning either.
      await expect.poll(async () => (await autostartFrame(page)) ?? '0', { timeout: 15_000 }).not.toBe('0');
      await page.locator('.lrdx-test-autostart .lrdx-view360__stage').focus();
      const stopped = await autostartFrame(page);
      await page.waitForTimeout(1600);
      expect(await autostartFrame(page)).toBe(stopped);
    } finally {
      await context.close();
    }
  });

  it('exterior 360 with autostart stays still under reduced motion', async () => {
    const { context, page } = await open('ku', WIDE, 'reduce');
    try {
      await addAutostartView(page);
      await expect.poll(() => autostartFrame(page)).toBe('0');
      await page.waitForTimeout(1600);
      expect(await autostartFrame(page)).toBe('0');
    } finally {
      await context.close();
    }
  });

  it('autoplay video plays in view and pauses out of view; the native controls stay', async () => {
    const { context, page } = await open('ku', PHONE);
    try {
      await addVideoBlock(page, AUTOPLAY);
      await page.waitForFunction(() => customElements.get('lrdx-autoplay-video'));
      await expect.poll(async () => (await videoCounts(page)).plays).toBeGreaterThan(0);
      expect(await page.locator('.lrdx-test-video video').getAttribute('controls')).not.toBeNull();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(async () => (await videoCounts(page)).pauses).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('autoplay video never plays under reduced motion', async () => {
    const { context, page } = await open('ku', PHONE, 'reduce');
    try {
      await addVideoBlock(page, AUTOPLAY);
      await page.waitForFunction(() => customElements.get('lrdx-autoplay-video'));
      // The element is upgraded and has seen the video in view: nothing played.
      await page.waitForTimeout(500);
      expect((await videoCounts(page)).plays).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('immersive hero: the phone gets the mobile file, plays, stops after the video time; the button pauses and plays by keyboard', async () => {
    const { context, page } = await open('en', PHONE);
    try {
      await addVideoBlock(page, HERO(800));
      const toggle = page.locator('.lrdx-test-video .lrdx-immersive__toggle');
      await expect.poll(() => toggle.isVisible()).toBe(true);
      expect((await videoCounts(page)).src).toBe('/media/mobile.mp4');
      expect((await videoCounts(page)).plays).toBe(1);
      // data-video-time: the video stops by itself (800 ms: too short to read the Pause label before).
      await expect.poll(async () => (await videoCounts(page)).pauses).toBe(1);
      expect(await toggle.getAttribute('aria-label')).toBe('Play');
      // From here on it keeps playing until the visitor pauses it (the enhancer reads the time at each play).
      await page.locator('.lrdx-test-video lrdx-immersive-hero').evaluate((hero) => hero.setAttribute('data-video-time', '0'));
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect((await videoCounts(page)).plays).toBe(2);
      expect(await toggle.getAttribute('aria-label')).toBe('Pause');
      await page.keyboard.press('Space');
      expect(await toggle.getAttribute('aria-label')).toBe('Play');
    } finally {
      await context.close();
    }
  });

  it('immersive hero: the wide screen gets the desktop file; reduced motion leaves it paused with a play button', async () => {
    const { context, page } = await open('en', WIDE, 'reduce');
    try {
      await addVideoBlock(page, HERO(0));
      const toggle = page.locator('.lrdx-test-video .lrdx-immersive__toggle');
      await expect.poll(() => toggle.isVisible()).toBe(true);
      expect(await videoCounts(page)).toEqual({ plays: 0, pauses: 0, src: '/media/desktop.mp4' });
      expect(await toggle.getAttribute('aria-label')).toBe('Play');
    } finally {
      await context.close();
    }
  });
});
