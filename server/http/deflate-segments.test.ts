/**
 * Page parts deflated as segments kept by their text (docs/caching.md, "Render cost"): the segments
 * put together inflate to exactly the part; a page drawn again with a new stock widget first page
 * deflates only that one segment, and the answer shows the new first page; the memory is bounded.
 */
import { constants, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSegmentDeflater, segmentsOf } from './deflate-segments.js';

const head = `<!doctype html><html lang="ckb" dir="rtl"><style>${'.a{color:red}'.repeat(400)}</style>`;
const tail = `${'<p>ڕەنگ و بزوێنەر</p>'.repeat(300)}<script src="/x.js"></script></html>`;
/** A stock widget's first page as a page draws it: its styles, its markup, its embedded answer. */
const widget = (price: number) =>
  `<lrdx-stock-locator><template shadowrootmode="open"><style>${':host{display:block}'.repeat(300)}</style>` +
  `${`<article>${price} دینار</article>`.repeat(200)}</template>` +
  `<script type="application/json" data-lrdx-first-page>{"price":${price}}</script></lrdx-stock-locator>`;
const page = (price: number) => head + widget(price) + tail;

/** What a client reads: the part's deflated bytes, ended as the last part of a page. */
const inflate = (deflated: Buffer) => inflateRawSync(deflated, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');

describe('page parts deflated as segments', () => {
  it('cuts after </style> and </script> only once a segment is long enough, and loses nothing', () => {
    const text = page(100);
    const segments = segmentsOf(Buffer.from(text)).map((segment) => segment.toString('utf8'));
    expect(segments.join('')).toBe(text);
    expect(segments.length).toBeGreaterThan(2);
    expect(segments.slice(0, -1).every((segment) => /<\/(style|script)>$/.test(segment) && segment.length >= 4096)).toBe(true);
    // The widget's markup and its embedded answer are one segment: both change with the stock.
    expect(segments.some((segment) => segment.includes('<article>') && segment.includes('data-lrdx-first-page'))).toBe(true);
    const texts = (text: string) => segmentsOf(Buffer.from(text)).map((segment) => segment.toString('utf8'));
    expect(texts('')).toEqual(['']);
    expect(texts('<p>short</p></script>')).toEqual(['<p>short</p></script>']);
    expect(texts(`<p>${'x'.repeat(5000)}</span></section></script>rest`)).toEqual([
      `<p>${'x'.repeat(5000)}</span></section></script>`,
      'rest',
    ]);
  });

  it('gives the part back exactly, as the last part and as one that more follows', () => {
    const deflater = createSegmentDeflater(1 << 20);
    const text = page(100);
    for (const last of [true, false]) {
      const { bytes, deflated } = deflater.encode(text, last);
      expect(bytes.toString('utf8')).toBe(text);
      expect(inflate(deflated)).toBe(text);
    }
  });

  it('deflates only the new first page when the stock changed, and the answer shows the new stock', () => {
    const deflater = createSegmentDeflater(1 << 20);
    deflater.encode(page(100), true);
    const before = deflater.deflatedCount;
    deflater.encode(page(100), true);
    expect(deflater.deflatedCount).toBe(before);
    const changed = deflater.encode(page(90), true);
    expect(deflater.deflatedCount).toBe(before + 1);
    const text = inflate(changed.deflated);
    expect(text).toBe(page(90));
    expect(text).toContain('{"price":90}');
    expect(text).not.toContain('100 دینار');
  });

  it('keeps at most its bound, the least recently used out first, and never a segment larger than a quarter of it', () => {
    const deflater = createSegmentDeflater(200_000);
    for (let i = 0; i < 40; i += 1) deflater.encode(page(i), true);
    const afterFill = deflater.deflatedCount;
    deflater.encode(page(0), true);
    // The first page's own segment was let go; the shared ones are still kept.
    expect(deflater.deflatedCount).toBe(afterFill + 1);
    const huge = `<p>${'x'.repeat(60_000)}</p>`;
    deflater.encode(huge, true);
    deflater.encode(huge, true);
    expect(deflater.deflatedCount).toBe(afterFill + 3);
  });
});
