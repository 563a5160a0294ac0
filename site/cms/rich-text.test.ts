import { describe, expect, it } from 'vitest';
import { RICH_TEXT_SAMPLES, richTextKeeps } from './rich-text.js';

describe('rich text kept by the rich-text field', () => {
  it('keeps what its toolbar writes', () => {
    for (const [control, html] of Object.entries(RICH_TEXT_SAMPLES)) expect(richTextKeeps(html), control).toBe(true);
    expect(richTextKeeps('')).toBe(true);
    expect(richTextKeeps('plain words and {photos}')).toBe(true);
    expect(richTextKeeps('<h2>Item</h2>{photos}<p>x<br>y</p>')).toBe(true);
    expect(richTextKeeps('<p><a href="https://x.example" target="_blank" rel="noopener">x</a></p>')).toBe(true);
  });

  it('sends anything else to the code area, so editing an old page loses nothing', () => {
    for (const html of [
      '<table><tr><td>1</td></tr></table>',
      '<p><img src="/media/a.webp" alt="a"></p>',
      '<lrdx-form form-id="3"></lrdx-form>',
      '<p class="lead">x</p>',
      '<div>x</div>',
      '<h1>x</h1>',
      '<p style="text-align:right">x</p>',
      '<p>a<!-- note --></p>',
      '<span dir="ltr">x</span>',
    ])
      expect(richTextKeeps(html), html).toBe(false);
  });
});
