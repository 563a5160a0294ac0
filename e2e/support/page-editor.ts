/**
 * The page editor's steps every editor e2e test takes, as a person takes them: signing in and a new
 * page from the page tree's dialog, a block added from the palette with the keyboard, publishing,
 * and the order the preview draws the blocks in. Labels are the screen reader's names in the
 * editor's language (EDITOR_WORDS; a test adds its own words to them).
 */
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { signInAsDemoAdmin } from './demo-admin.js';
import type { E2eSuite } from './lifecycle.js';

export interface NewPageWords {
  newPage: string;
  title: string;
  path: string;
  create: string;
}

/** The editor's words these steps press and wait for, in each editor language (site/editor-kit/editor-i18n.ts). */
export const EDITOR_WORDS = {
  ku: {
    newPage: 'پەڕەی نوێ',
    title: 'ناونیشان',
    path: 'ناونیشانی پەڕە',
    create: 'دروستکردنی پەڕە',
    add: 'زیادکردن بۆ پەڕەکە: ',
    publish: 'بڵاوکردنەوە',
    published: 'پەڕەکە بڵاوکرایەوە.',
    autosaved: 'ڕەشنووسەکە خۆکارانە پاشەکەوت کرا.',
  },
  en: {
    newPage: 'New page',
    title: 'Title',
    path: 'Address',
    create: 'Create page',
    add: 'Add to the page: ',
    publish: 'Publish',
    published: 'The page is published.',
    autosaved: 'Draft saved automatically.',
  },
} as const;

export type EditorLanguage = keyof typeof EDITOR_WORDS;

/** The editor's preview frame. */
export const editorPreview = (page: Page): FrameLocator => page.frameLocator('iframe#preview-frame');

/** Creates the page `path` titled `title` from the "new page" dialog and waits until it is open. */
export async function createPageInEditor(page: Page, words: NewPageWords, title: string, path: string): Promise<void> {
  await page.getByRole('button', { name: words.newPage }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.title, { exact: true }).fill(title);
  await dialog.getByLabel(words.path).fill(path);
  await dialog.getByRole('button', { name: words.create }).click();
  await page.locator('#cms-page-heading', { hasText: path }).waitFor();
}

/**
 * Signs in to the page editor in `language` on a new page of the suite (1280×800 unless given) and
 * creates the page `path` titled `title` there: where every page-building test starts.
 */
export async function openNewPageInEditor(
  suite: E2eSuite,
  language: EditorLanguage,
  title: string,
  path: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const page = await suite.newPage(viewport);
  await signInAsDemoAdmin(page, suite.server, language, 'cms');
  await createPageInEditor(page, EDITOR_WORDS[language], title, path);
  return page;
}

/**
 * `openNewPageInEditor`, then each of `blocks` (palette names) added in order; answers once the first
 * automatic save has landed: it changes the header above the canvas, which moves down and may be
 * zoomed again, so drags start after it (docs/cms-editor.md, "Drag and drop at every zoom").
 */
export async function openNewPageWithBlocks(
  suite: E2eSuite,
  language: EditorLanguage,
  title: string,
  path: string,
  blocks: readonly string[],
): Promise<Page> {
  const page = await openNewPageInEditor(suite, language, title, path);
  for (const [index, name] of blocks.entries()) await addBlockFromPalette(page, `${EDITOR_WORDS[language].add}${name}`, index);
  await page.getByText(EDITOR_WORDS[language].autosaved).waitFor();
  return page;
}

/** The blocks' ids in the order the preview draws them (top to bottom), each once: while dragging Puck draws a second copy. */
export const canvasOrder = (page: Page): Promise<string[]> =>
  editorPreview(page)
    // The dragged block under the pointer is left out: its place is dnd-kit's placeholder.
    .locator('[data-puck-component]:not([data-dnd-dragging])')
    .evaluateAll((els) => [
      ...new Set(
        els
          .map((el) => ({ id: el.getAttribute('data-puck-component') ?? '', top: el.getBoundingClientRect().top }))
          .sort((a, b) => a.top - b.top)
          .map((entry) => entry.id),
      ),
    ]);

/** Publishes the open page with the toolbar's button and waits until the editor says it is published. */
export async function publishInEditor(page: Page, language: EditorLanguage): Promise<void> {
  await page.getByRole('button', { name: EDITOR_WORDS[language].publish, exact: true }).click();
  await page.getByText(EDITOR_WORDS[language].published).waitFor();
}

/**
 * Presses a palette entry's button (e.g. "add to the page: " + the block's name) from the keyboard,
 * as its keyboard users do: Puck's drag overlay may lie over it for a pointer.
 */
export async function pressPaletteButton(page: Page, buttonName: string): Promise<void> {
  await page.getByRole('button', { name: buttonName, exact: true }).first().focus();
  await page.keyboard.press('Enter');
}

/**
 * Adds a block with its palette button (named "add" + the block's name) from the keyboard, and
 * gives the preview's `index`-th block once it is drawn.
 */
export async function addBlockFromPalette(page: Page, buttonName: string, index = 0): Promise<Locator> {
  await pressPaletteButton(page, buttonName);
  const block = editorPreview(page).locator('[data-puck-component]').nth(index);
  await block.waitFor();
  return block;
}

/** The order stored for `path` (draft, else published content). */
export const storedOrder = (page: Page, path: string): Promise<string[]> =>
  page.evaluate(async (wanted) => {
    const list = await (await fetch('/cms/api/pages?language=en')).json();
    const flat: { id: number; path: string; children?: unknown[] }[] = [];
    const walk = (nodes: { id: number; path: string; children?: unknown[] }[]) =>
      nodes.forEach((node) => {
        flat.push(node);
        walk((node.children ?? []) as never);
      });
    walk(list.data);
    const found = flat.find((node) => node.path === wanted)!;
    const full = await (await fetch(`/cms/api/pages/${found.id}`)).json();
    return (full.data.draft ?? full.data.content).blocks.map((block: { id: string }) => block.id) as string[];
  }, path);
