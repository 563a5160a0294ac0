/**
 * The page editor's steps every editor e2e test takes, as a person takes them: a new page from the
 * page tree's dialog, and a block added from the palette with the keyboard. Labels are the screen
 * reader's names in the editor's language, given by each test.
 */
import type { FrameLocator, Locator, Page } from 'playwright-core';

export interface NewPageWords {
  newPage: string;
  title: string;
  path: string;
  create: string;
}

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
 * Adds a block with its palette button (named "add" + the block's name) from the keyboard, and
 * gives the preview's `index`-th block once it is drawn.
 */
export async function addBlockFromPalette(page: Page, buttonName: string, index = 0): Promise<Locator> {
  await page.getByRole('button', { name: buttonName, exact: true }).first().focus();
  await page.keyboard.press('Enter');
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
