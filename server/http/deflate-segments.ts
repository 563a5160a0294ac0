/**
 * A page part deflated as segments, each segment's bytes kept by its text (docs/caching.md, "Render
 * cost"). A render after a stock change differs from the one before it only in the stock widgets'
 * first pages; the head, the fonts, the widget's styles and the rest of the page are the same text.
 * Each segment is deflated on its own and ended with a full flush, like the parts of a kept page
 * (page-body.ts): after a full flush a deflate stream refers to nothing before it, so segments
 * deflated apart and put one after another are one valid stream, and a segment's bytes depend on
 * its text and nothing else. Kept by text, they are right whatever process changed what: nothing
 * to invalidate, no version to trust.
 *
 * Segments end after `</style>` or `</script>` once at least MIN_SEGMENT characters long. A stock
 * widget's first page is `<style>` (its styles, the same on every page) then its markup and its
 * embedded answer, which ends at `</script>`: the first page drawn after a stock change is one new
 * segment, markup and answer together, and the segments after it start where they started before.
 * Cutting costs a little compression at each cut (the next segment starts without a window).
 */
import { constants, deflateRawSync } from 'node:zlib';

/** Shorter segments compress worse (each starts with an empty window) and cost a lookup each. */
const MIN_SEGMENT = 4096;
const CUT = /<\/(?:style|script)>/g;

export interface EncodedPart {
  /** The part's UTF-8 bytes. */
  bytes: Buffer;
  /** The part raw-deflated: a full flush at its end, or the stream's end when it is the last part. */
  deflated: Buffer;
}

export interface SegmentDeflater {
  encode(part: string, last: boolean): EncodedPart;
  /** Segments deflated (not found kept) since start: tests read it. */
  readonly deflatedCount: number;
}

interface KeptSegment {
  bytes: Buffer;
  /** Ended with a full flush (more follows) or as the stream's end (the page's last segment). */
  flushed?: Buffer;
  finished?: Buffer;
  size: number;
}

/** The part's segments in order; empty text gives one empty segment. */
export function segmentsOf(part: string): string[] {
  const segments: string[] = [];
  let start = 0;
  CUT.lastIndex = 0;
  for (let match = CUT.exec(part); match; match = CUT.exec(part)) {
    const end = match.index + match[0].length;
    if (end - start < MIN_SEGMENT) continue;
    segments.push(part.slice(start, end));
    start = end;
  }
  if (start < part.length || segments.length === 0) segments.push(part.slice(start));
  return segments;
}

/** Keeps at most `maxBytes` (text, bytes and deflated bytes), least recently used out first. */
export function createSegmentDeflater(maxBytes: number): SegmentDeflater {
  const kept = new Map<string, KeptSegment>();
  let total = 0;
  let deflatedCount = 0;

  function segment(text: string, finish: boolean): { bytes: Buffer; deflated: Buffer } {
    const hit = kept.get(text);
    if (hit) {
      kept.delete(text);
      total -= hit.size;
    }
    const entry: KeptSegment = hit ?? { bytes: Buffer.from(text, 'utf8'), size: 0 };
    let deflated = finish ? entry.finished : entry.flushed;
    if (!deflated) {
      deflated = deflateRawSync(entry.bytes, { finishFlush: finish ? constants.Z_FINISH : constants.Z_FULL_FLUSH });
      deflatedCount += 1;
      if (finish) entry.finished = deflated;
      else entry.flushed = deflated;
    }
    entry.size = text.length * 2 + entry.bytes.length + (entry.flushed?.length ?? 0) + (entry.finished?.length ?? 0);
    // One segment never takes more than a quarter of the room (a huge page part is deflated, not kept).
    if (entry.size <= maxBytes / 4) {
      // A new key is a fresh string: a slice would hold the whole page it was cut from.
      kept.set(hit ? text : entry.bytes.toString('utf8'), entry);
      total += entry.size;
      for (const [oldest, old] of kept) {
        if (total <= maxBytes) break;
        kept.delete(oldest);
        total -= old.size;
      }
    }
    return { bytes: entry.bytes, deflated };
  }

  return {
    get deflatedCount() {
      return deflatedCount;
    },
    encode(part, last) {
      const segments = segmentsOf(part).map((text, index, all) => segment(text, last && index === all.length - 1));
      const only = segments.length === 1 ? segments[0] : undefined;
      if (only) return only;
      return {
        bytes: Buffer.concat(segments.map((s) => s.bytes)),
        deflated: Buffer.concat(segments.map((s) => s.deflated)),
      };
    },
  };
}
