/**
 * A PNG file put together from its image data (https://www.w3.org/TR/png/, "File structure"): the
 * signature, the IHDR header of a width×height picture at 8 bits per channel, the IDAT data as
 * given (zlib-compressed scanlines), and IEND. Each chunk carries its length and a CRC-32 of its type
 * and data. Used by the drawn site icons (favicon.ts) and by tests that need a PNG of a given header.
 */
import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG colour types: truecolour, and truecolour with alpha. */
const COLOUR_TYPE = { rgb: 2, rgba: 6 } as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function pngFile(width: number, height: number, colour: keyof typeof COLOUR_TYPE, imageData: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits per channel; compression, filter and interlace methods 0 (the only ones, no interlace).
  header.set([8, COLOUR_TYPE[colour], 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', imageData), chunk('IEND', Buffer.alloc(0))]);
}
