/**
 * Which way an arrow on screen points, read from its pixels (whatever draws it: a text glyph the
 * browser may mirror, an SVG, a CSS transform): a chevron is open on one side and narrows to its
 * tip on the other, so the side whose inked columns span less height is the side it points to.
 */
import type { Locator } from 'playwright-core';
import sharp from 'sharp';

export type ArrowDirection = 'left' | 'right' | 'unclear';

/** `icon`: the arrow itself (the glyph's span or the SVG), not its button (a round border would count as ink). */
export async function arrowPointsTo(icon: Locator): Promise<ArrowDirection> {
  // A glyph is invisible while its web font is still loading (font-display: block).
  await icon.page().evaluate(() => document.fonts.ready.then(() => undefined));
  // Only what lies inside the button's border: a glyph's line box can stand out of its button, and
  // what shows there (the full-screen view's photo, once loaded) is not the button's background.
  await icon.scrollIntoViewIfNeeded();
  const clip = await icon.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const button = element.closest('button') ?? element.parentElement ?? element;
    const outer = button.getBoundingClientRect();
    const style = getComputedStyle(button);
    const left = Math.max(own.left, outer.left + parseFloat(style.borderLeftWidth));
    const top = Math.max(own.top, outer.top + parseFloat(style.borderTopWidth));
    const right = Math.min(own.right, outer.right - parseFloat(style.borderRightWidth));
    const bottom = Math.min(own.bottom, outer.bottom - parseFloat(style.borderBottomWidth));
    return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  });
  const png = await icon.page().screenshot({ clip, animations: 'disabled', scale: 'device' });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  // The background is the colour of the box's corner; ink is what differs from it by at least half
  // the most any pixel does (a disabled button's faded arrow is ink too).
  const background = at(0, 0);
  const distance = (x: number, y: number) => {
    const [r, g, b] = at(x, y);
    return Math.hypot(r! - background[0]!, g! - background[1]!, b! - background[2]!);
  };
  let most = 0;
  for (let y = 0; y < info.height; y++) for (let x = 0; x < info.width; x++) most = Math.max(most, distance(x, y));
  if (most < 24) return 'unclear';
  const inked = (x: number, y: number) => distance(x, y) >= most / 2;
  // Per column: the height from its first to its last inked pixel.
  const spans: number[] = [];
  for (let x = 0; x < info.width; x++) {
    let top = -1;
    let bottom = -1;
    for (let y = 0; y < info.height; y++)
      if (inked(x, y)) {
        if (top < 0) top = y;
        bottom = y;
      }
    if (top >= 0) spans.push(bottom - top + 1);
  }
  if (spans.length < 3) return 'unclear';
  const third = Math.max(1, Math.floor(spans.length / 3));
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const left = mean(spans.slice(0, third));
  const right = mean(spans.slice(-third));
  if (Math.abs(left - right) < 1) return 'unclear';
  return right < left ? 'right' : 'left';
}
