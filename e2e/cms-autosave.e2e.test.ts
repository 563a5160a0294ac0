/**
 * The page editor saves drafts by itself (docs/cms-editor.md, "Autosave"): a change is saved a
 * moment later without pressing Save; opening another page in the tree saves the open page's last
 * change first; closing the tab with unsaved changes makes the browser ask (its beforeunload is cancelled).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eSuite } from './support/lifecycle.js';
import { EDITOR_WORDS, openNewPageInEditor, pressPaletteButton } from './support/page-editor.js';

const addBlock = (page: Page, label: string) => pressPaletteButton(page, `${EDITOR_WORDS.ku.add}${label}`);

describe('CMS editor autosave', () => {
  const suite = useE2eSuite({}, 'cms-autosave');
  let page: Page;
  let pageId = 0;

  /** The draft's block templates as the server holds them. */
  async function draftBlocks(id: number): Promise<string[]> {
    const reply = await page.request.get(`${suite.server.origin}/cms/api/pages/${id}`);
    type Draft = { blocks: { template: string }[] };
    const body = (await reply.json()) as { data?: { draft: Draft }; draft?: Draft };
    const draft = body.data?.draft ?? body.draft;
    return (draft?.blocks ?? []).map((block) => block.template);
  }

  beforeAll(async () => {
    page = await openNewPageInEditor(suite, 'ku', 'پەڕەی خۆپاشەکەوت', '/e2e-autosave');
    pageId = Number(/page=(\d+)/.exec(page.url())?.[1]);
  });

  it('saves a change by itself, without Save', async () => {
    expect(await draftBlocks(pageId)).toEqual([]);
    await addBlock(page, 'وتە');
    await page.getByText('ڕەشنووسەکە خۆکارانە پاشەکەوت کرا.').waitFor({ timeout: 20_000 });
    expect(await draftBlocks(pageId)).toEqual(['quote']);
    expect(await page.locator('.cms-badge--warn').count()).toBe(0);
  });

  it('saves the last change before another page opens from the tree', async () => {
    await addBlock(page, 'بانەری ناونیشانی سەرەکی');
    await page.locator('.cms-badge--warn').waitFor();
    // At once, before the countdown runs out: the switch itself saves.
    await page.locator('.cms-tree__open:not([aria-current])').first().click();
    await expect.poll(() => page.locator('#cms-page-heading').textContent()).not.toContain('پەڕەی خۆپاشەکەوت');
    expect(await draftBlocks(pageId)).toEqual(['quote', 'hero_title_banner']);
  });

  it('makes the browser ask before the tab closes with unsaved changes, and not once they are saved', async () => {
    // Only the hash differs from the open address: a reload makes the editor read it.
    await page.goto(`${suite.server.origin}/ku/cms#page=${pageId}`);
    await page.reload();
    await page.locator('#cms-page-heading', { hasText: 'پەڕەی خۆپاشەکەوت' }).waitFor();
    // The page's own beforeunload answer (the browser shows its question when it is cancelled).
    const asks = () => page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })));
    expect(await asks()).toBe(false);
    await addBlock(page, 'وتە');
    await page.locator('.cms-badge--warn').waitFor();
    expect(await asks()).toBe(true);
    await page.locator('.cms-badge--warn').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await asks()).toBe(false);
    expect(await draftBlocks(pageId)).toEqual(['quote', 'hero_title_banner', 'quote']);
  });

  it('keeps the phone preview the editor picked through an autosave', async () => {
    const previewWidth = () =>
      page
        .frameLocator('iframe')
        .first()
        .locator('html')
        .evaluate((html) => html.clientWidth);
    await page.getByRole('button', { name: 'مۆبایل' }).first().click();
    await expect.poll(previewWidth).toBeLessThanOrEqual(400);
    await addBlock(page, 'وتە');
    await page.locator('.cms-badge--warn').waitFor();
    await page.locator('.cms-badge--warn').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await previewWidth()).toBeLessThanOrEqual(400);
  });
});
