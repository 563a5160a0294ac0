/**
 * Drag and drop where the zoom test does not reach (docs/cms-editor.md, "Drag and drop at every
 * zoom"): at 100 % (the phone preview) in a page taller than the canvas, so the drag has to scroll
 * it, and in Puck's outline panel. Both drag with the mouse in small steps, as a person does, and
 * check the order Puck keeps and, after saving, the order stored. Puck 0.23 gives neither the canvas
 * nor the outline a keyboard drag (its drag contexts have the pointer sensor only), so there is no
 * keyboard reorder to test.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2eSuite } from './support/lifecycle.js';
import { canvasOrder, editorPreview, openNewPageWithBlocks, storedOrder } from './support/page-editor.js';

const BLOCKS = ['Accordion', 'Quote', 'HTML box', 'Snippet', 'Accordion', 'Quote'];
async function saveAndCheck(page: Page, path: string, expected: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  // "Draft saved automatically." is already on screen: the stored order itself is awaited.
  await expect.poll(() => storedOrder(page, path), { timeout: 5000 }).toEqual(expected);
}

/** Whether the dragged block (dnd-kit marks it while dragging) is drawn under the pointer's y. */
const draggedUnder = (page: Page, y: number) =>
  page.evaluate((pointerY) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe#preview-frame')!;
    const rect = frame.getBoundingClientRect();
    const zoom = rect.width / frame.offsetWidth;
    const box = frame.contentDocument?.querySelector('[data-dnd-dragging]')?.getBoundingClientRect();
    return !!box && rect.top + box.top * zoom - 1 <= pointerY && pointerY <= rect.top + box.bottom * zoom + 1;
  }, y);

/** Whether dnd-kit marks an element as dragged, in the editor page or in the canvas frame. */
const dragRunning = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe#preview-frame');
    return [document, frame?.contentDocument].some((doc) => !!doc?.querySelector('[data-dnd-dragging]'));
  });

/** What lies under the point (x, y) of the editor page, for a failure's message. */
const underPoint = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([px, py]) => {
      const el = document.elementFromPoint(px!, py!);
      return el ? `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">` : 'nothing';
    },
    [x, y],
  );

/** The box of `target` once it has stopped moving (a viewport switch or a save may still move the canvas). */
async function settledBox(target: Locator) {
  let last = JSON.stringify(await target.boundingBox());
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await target.boundingBox());
        const still = now === last;
        last = now;
        return still;
      },
      { interval: 100 },
    )
    .toBe(true);
  return (await target.boundingBox())!;
}

/**
 * Presses the mouse at (x, y), holds it as long as Puck asks (200 ms) and moves it 6 px towards
 * `direction`; answers whether dnd-kit started a drag. On a loaded machine the press can land while
 * the editor still redraws, so the caller lets go and presses again, as a person does.
 */
async function pickUp(page: Page, x: number, y: number, direction: number): Promise<boolean> {
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Puck starts a drag off a row's or block's handle after 200 ms held (its pointer sensor).
  await page.waitForTimeout(250);
  for (let i = 1; i <= 3; i++) await page.mouse.move(x, y + direction * 2 * i);
  const started = await expect
    .poll(() => dragRunning(page), { timeout: 3000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (!started) await page.mouse.up();
  return started;
}

/**
 * Picks up what lies at (x, y) of `source`'s settled box, then moves the mouse in 4 px steps towards
 * `goal` (screen y), calling `done` with the pointer's y after each step; releases when it answers
 * true or the goal is reached. Answers whether it did.
 */
async function dragUntil(
  page: Page,
  source: Locator,
  at: (box: { x: number; y: number; width: number; height: number }) => { x: number; y: number },
  goalY: number,
  done: (y: number) => Promise<boolean>,
  hold?: Locator,
) {
  let { x, y } = at(await settledBox(source));
  const direction = goalY > y ? 1 : -1;
  if (!(await pickUp(page, x, y, direction))) {
    const missed = await underPoint(page, x, y);
    ({ x, y } = at(await settledBox(source)));
    if (!(await pickUp(page, x, y, direction))) throw new Error(`no drag started at (${x}, ${y}), twice; under it: ${missed}`);
  }
  y += direction * 6;
  for (let guard = 0; guard < 600; guard++) {
    if (await done(y)) break;
    if ((direction > 0 && y >= goalY) || (direction < 0 && y <= goalY)) {
      // At the canvas's edge: wait there while Puck scrolls the page under the pointer.
      if (!hold) break;
      await page.mouse.move(x, y + (guard % 2 ? 1 : -1));
      await page.waitForTimeout(50);
      continue;
    }
    y += direction * 4;
    await page.mouse.move(x, y);
  }
  const landed = await done(y);
  await page.mouse.up();
  return landed;
}

describe('CMS editor: drag with scrolling at 100 % and in the outline', () => {
  const suite = useE2eSuite({}, 'cms-drag-scroll-outline');

  // It failed while the first automatic save, two seconds after the last block was added, landed in
  // the middle of this long drag (the drop was then lost); openNewPageWithBlocks now waits for that save
  // (docs/cms-editor.md, "Drag and drop at every zoom").
  it('drags the first block to the end of a page taller than the canvas at 100 %, scrolling it', async () => {
    const path = '/e2e-drag-scroll';
    const page = await openNewPageWithBlocks(suite, 'en', `Drag ${path}`, path, BLOCKS);
    const phone = page.getByTitle('Switch to Phone viewport');
    if (await phone.isEnabled()) await phone.click();
    const zoom = page.locator("select[class*='_ViewportControls-zoomSelect_']");
    await expect.poll(() => zoom.inputValue()).toBe('1');
    const frame = page.locator('iframe#preview-frame');
    const box = (await frame.boundingBox())!;
    const scrolled = () =>
      editorPreview(page)
        .locator('html')
        .evaluate((html) => html.ownerDocument.scrollingElement?.scrollTop ?? 0);
    const height = await editorPreview(page)
      .locator('html')
      .evaluate((html) => html.ownerDocument.scrollingElement?.scrollHeight ?? 0);
    expect(height, 'the page is taller than the canvas').toBeGreaterThan(box.height / 1 + 100);
    expect(await scrolled()).toBe(0);

    const before = await canvasOrder(page);
    const seen: string[] = [];
    let under = false;
    const landed = await dragUntil(
      page,
      editorPreview(page).locator('[data-puck-component]').first(),
      (first) => ({ x: first.x + first.width / 2, y: first.y + Math.min(first.height / 2, 12) }),
      Math.min(box.y + box.height, 800) - 10,
      async (y) => {
        const now = await canvasOrder(page);
        const shown = `${now.map((id) => before.indexOf(id)).join(',')} scroll ${await scrolled()}`;
        if (seen.at(-1) !== shown) seen.push(shown);
        const last = now.indexOf(before[0]!) === before.length - 1;
        // The block being dragged is drawn under the pointer (without dnd-kit's rules it stayed in the page).
        if (last) under = await draggedUnder(page, y);
        return last;
      },
      frame,
    );
    expect(landed, `Puck showed the block last while the pointer held at the canvas bottom; seen ${seen.join(' | ')}`).toBe(true);
    expect(under, 'the dragged block was under the pointer').toBe(true);
    expect(await scrolled(), 'the canvas scrolled during the drag').toBeGreaterThan(0);
    const expected = [...before.slice(1), before[0]!];
    await expect.poll(() => canvasOrder(page), { timeout: 3000 }).toEqual(expected);
    await saveAndCheck(page, path, expected);
  });

  // Fixed with the same cause (docs/cms-editor.md, "Drag and drop at every zoom"): the outline runs
  // in the editor page, whose CSP refused dnd-kit's rules too, so the dragged row's copy did not
  // follow the pointer (the ghost offset from the pointer) and the drop was not taken.
  it("reorders blocks by dragging their rows in Puck's outline", async () => {
    const path = '/e2e-drag-outline';
    const page = await openNewPageWithBlocks(suite, 'en', `Drag ${path}`, path, BLOCKS);
    await page.getByText('Outline', { exact: true }).first().click();
    const rows = page.locator("[class*='_Layer-clickable_']");
    await expect.poll(() => rows.count()).toBe(BLOCKS.length);
    const before = await canvasOrder(page);

    // The first row below the third.
    const to = await settledBox(rows.nth(2));
    const wanted = [before[1]!, before[2]!, before[0]!, ...before.slice(3)];
    const landed = await dragUntil(
      page,
      rows.nth(0),
      (from) => ({ x: from.x + from.width / 2, y: from.y + from.height / 2 }),
      to.y + to.height * 0.75,
      async () => false,
    );
    expect(landed).toBe(false); // the outline shows a line, not the moved row, until the drop
    await expect.poll(() => canvasOrder(page), { timeout: 3000 }).toEqual(wanted);
    await saveAndCheck(page, path, wanted);
  });
});
