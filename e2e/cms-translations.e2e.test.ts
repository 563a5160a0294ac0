/**
 * A page's other languages in the editor (docs/cms-editor.md, "Translations"), as an editor uses it:
 * a Kurdish page with a block is copied into an English draft with one button, the page tree says
 * which languages the page still lacks, the English editor opens the copy with its block and the
 * "Needs translation" mark, and "Mark as translated" clears it.
 */
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './support/lifecycle.js';
import { EDITOR_WORDS, editorPreview, openNewPageInEditor, pressPaletteButton } from './support/page-editor.js';

const PATH = 'wergeran';

describe('page editor: other languages', () => {
  const suite = useE2eSuite({}, 'cms-translations');

  it('copies a Kurdish page into an English draft that the English editor opens, marked to translate', { timeout: 120_000 }, async () => {
    // A new Kurdish page with one block, added by keyboard from the palette.
    const page = await openNewPageInEditor(suite, 'ku', 'وەرگێڕان', PATH);
    await pressPaletteButton(page, `${EDITOR_WORDS.ku.add}وتە`);
    await expect.poll(() => editorPreview(page).locator('[data-puck-component]').count()).toBe(1);

    // The page tree names the languages it lacks.
    const tree = page.getByRole('navigation').filter({ hasText: PATH }).first();
    await expect.poll(() => tree.textContent()).toContain('وەشانی ئینگلیزیی نییە');

    const others = page.getByRole('group', { name: 'زمانەکانی تر' });
    await others.getByRole('button', { name: 'وەشانی ئینگلیزی لەم پەڕەیە دروست بکە' }).click();
    const open = others.getByRole('link', { name: 'وەشانی ئینگلیزی بکەرەوە' });
    await open.waitFor();
    const href = await open.getAttribute('href');
    expect(href).toMatch(/^\/en\/cms#page=\d+$/);

    // The English editor opens the copy: its block is there, and it is marked to translate.
    await page.goto(`${suite.server.origin}${href}`);
    await page.locator('#cms-page-heading', { hasText: PATH }).waitFor();
    await expect.poll(() => editorPreview(page).locator('[data-puck-component]').count()).toBe(1);
    const english = page.getByRole('group', { name: 'Other languages' });
    await english.getByText('Needs translation', { exact: true }).waitFor();
    expect(await english.getByRole('link', { name: 'Open the Kurdish version' }).getAttribute('href')).toMatch(/^\/ku\/cms#page=\d+$/);
    await english.getByRole('button', { name: 'Mark as translated' }).click();
    await expect.poll(() => english.getByText('Needs translation', { exact: true }).count()).toBe(0);
  });
});
