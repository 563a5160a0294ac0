/**
 * A kept page's body, encoded once so that serving it costs copies, not work (docs/caching.md,
 * "Serving a kept page"). The page is split where the response's CSP nonce stands; each answer gets a
 * nonce of its own, so the body cannot be kept whole. What is kept instead:
 *
 * - the parts as UTF-8 bytes: an uncompressed answer is the parts and the nonce copied together
 *   (joining the strings and encoding them for the socket on every answer was most of a kept stock
 *   page's cost);
 * - each part deflated on its own (as segments kept by their text, deflate-segments.ts), ended with
 *   a full flush: a deflate stream restarts cleanly after a full flush, so a gzip answer is the kept segments with the nonce between them as a stored
 *   (uncompressed) deflate block, framed with gzip's header and a CRC-32 of the answer's bytes.
 *   Nothing is compressed per answer; the result is an ordinary gzip stream any client reads.
 */
import { crc32 } from 'node:zlib';
import { createSegmentDeflater, type SegmentDeflater } from './deflate-segments.js';

export interface PageBody {
  /** The body's parts in UTF-8, in order; the nonce goes between each two. */
  readonly parts: readonly Buffer[];
  /** Each part raw-deflated on its own; every segment but the last ends with a full flush. */
  readonly deflated: readonly Buffer[];
  /** Bytes kept, for the cache's bound. */
  readonly bytes: number;
}

/** gzip's member header: magic, deflate, no flags, no time, no extra flags, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block holds at most this many bytes (RFC 1951, 3.2.4); a nonce is a few dozen. */
const MAX_STORED = 0xffff;

/**
 * The segments of pages rendered lately, by text (deflate-segments.ts): a page rendered again after
 * a stock change deflates only its stock widgets' new first pages. 8 MB holds the segments of a few
 * dozen pages.
 */
const SEGMENTS_BYTES = 8 * 1024 * 1024;
const processSegments = createSegmentDeflater(SEGMENTS_BYTES);

export function encodePageBody(parts: readonly string[], segments: SegmentDeflater = processSegments): PageBody {
  const both = parts.map((part, index) => segments.encode(part, index === parts.length - 1));
  const encoded = both.map((part) => part.bytes);
  const deflated = both.map((part) => part.deflated);
  const bytes = [...encoded, ...deflated].reduce((sum, buffer) => sum + buffer.length, 0);
  return { parts: encoded, deflated, bytes };
}

/** The body with `nonce` between its parts. */
export function plainPageBody(body: PageBody, nonce: string): Buffer {
  const between = Buffer.from(nonce, 'utf8');
  const pieces: Buffer[] = [];
  body.parts.forEach((part, index) => {
    if (index > 0) pieces.push(between);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** A non-final stored block of `bytes`: byte-aligned, since the segment before it ended with a full flush. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL 0, BTYPE 00 (stored), then padding to the byte
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The running CRC-32 after `bytes`; Node 20's crc32 answers 0 for an empty buffer with nothing under it. */
function crcAfter(bytes: Buffer, crc: number): number {
  return bytes.length === 0 ? crc : crc32(bytes, crc);
}

/** The body with `nonce` between its parts, as one gzip member. */
export function gzipPageBody(body: PageBody, nonce: string): Buffer {
  const between = Buffer.from(nonce, 'utf8');
  if (between.length > MAX_STORED) throw new RangeError('a nonce longer than one stored block');
  const stored = storedBlock(between);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  body.parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(stored);
      crc = crcAfter(between, crc);
      length += between.length;
    }
    pieces.push(body.deflated[index] as Buffer);
    crc = crcAfter(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
