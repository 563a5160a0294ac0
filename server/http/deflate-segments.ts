/**
 * A page part deflated as segments, each segment's deflated bytes kept by its bytes (docs/caching.md,
 * "Render cost"). A render after a stock change differs from the one before it only in the stock widgets'
 * first pages; the head, the fonts, the widget's styles and the rest of the page are the same text.
 * Each segment is deflated on its own and ended with a full flush, like the parts of a kept page
 * (page-body.ts): after a full flush a deflate stream refers to nothing before it, so segments
 * deflated apart and put one after another are one valid stream, and a segment's bytes depend on
 * its bytes and nothing else. Kept by those bytes (found by length and CRC-32, then compared), they
 * are right whatever process changed what: nothing to invalidate, no version to trust.
 *
 * Segments end after `</style>` or `</script>` once at least MIN_SEGMENT bytes long. A stock
 * widget's first page is `<style>` (its styles, the same on every page) then its markup and its
 * embedded answer, which ends at `</script>`: the first page drawn after a stock change is one new
 * segment, markup and answer together, and the segments after it start where they started before.
 * Cutting costs a little compression at each cut (the next segment starts without a window).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Shorter segments compress worse (each starts with an empty window) and cost a lookup each. */
const MIN_SEGMENT = 4096;
const CLOSERS = [Buffer.from('</style>'), Buffer.from('</script>')];

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
  /** A copy of the segment's bytes: a key matches only a segment equal to them. */
  bytes: Buffer;
  /** Ended with a full flush (more follows) or as the stream's end (the page's last segment). */
  flushed?: Buffer;
  finished?: Buffer;
  size: number;
}

/**
 * The part's UTF-8 bytes cut into segments (views, not copies), in order; no bytes give one empty
 * segment. Searched in the bytes: a page is mostly two-byte text (Kurdish), and cutting and
 * encoding the string piece by piece cost more than the deflate it saved.
 */
export function segmentsOf(bytes: Buffer): Buffer[] {
  const segments: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf('</s'); at >= 0; at = bytes.indexOf('</s', at + 3)) {
    const closer = CLOSERS.find((tag) => bytes.compare(tag, 0, tag.length, at, at + tag.length) === 0);
    if (!closer) continue;
    const end = at + closer.length;
    if (end - start < MIN_SEGMENT) continue;
    segments.push(bytes.subarray(start, end));
    start = end;
  }
  if (start < bytes.length || segments.length === 0) segments.push(bytes.subarray(start));
  return segments;
}

/** Keeps at most `maxBytes` (bytes and deflated bytes), least recently used out first. */
export function createSegmentDeflater(maxBytes: number): SegmentDeflater {
  // By length and CRC-32, checked against the kept bytes: a match is the same text.
  const kept = new Map<string, KeptSegment>();
  let total = 0;
  let deflatedCount = 0;

  function deflated(segment: Buffer, finish: boolean): Buffer {
    const key = `${segment.length}:${crc32(segment)}`;
    const hit = kept.get(key);
    const same = hit !== undefined && hit.bytes.equals(segment);
    if (hit) {
      kept.delete(key);
      total -= hit.size;
    }
    const entry: KeptSegment = same ? hit : { bytes: Buffer.from(segment), size: 0 };
    let bytes = finish ? entry.finished : entry.flushed;
    if (!bytes) {
      bytes = deflateRawSync(segment, { finishFlush: finish ? constants.Z_FINISH : constants.Z_FULL_FLUSH });
      deflatedCount += 1;
      if (finish) entry.finished = bytes;
      else entry.flushed = bytes;
    }
    entry.size = entry.bytes.length + (entry.flushed?.length ?? 0) + (entry.finished?.length ?? 0) + key.length * 2;
    // One segment never takes more than a quarter of the room (a huge page part is deflated, not kept).
    if (entry.size <= maxBytes / 4) {
      kept.set(key, entry);
      total += entry.size;
      for (const [oldest, old] of kept) {
        if (total <= maxBytes) break;
        kept.delete(oldest);
        total -= old.size;
      }
    }
    return bytes;
  }

  return {
    get deflatedCount() {
      return deflatedCount;
    },
    encode(part, last) {
      const bytes = Buffer.from(part, 'utf8');
      const segments = segmentsOf(bytes);
      const parts = segments.map((segment, index) => deflated(segment, last && index === segments.length - 1));
      return { bytes, deflated: parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts) };
    },
  };
}
