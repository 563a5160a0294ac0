/** The COPY text format read back (copy-text.ts): escapes, NULL, and rows cut anywhere between pieces. */
import { describe, expect, it } from 'vitest';
import { CopyTextRows } from './copy-text.js';

const ROWS = [
  ['1', 'Range Rover', null, 'a\\b'],
  ['2', 'tab\there', 'new\nline', 'ئێستا'],
  ['3', '\\N', '', 'cr\rand\u0008back'],
];
/** The rows as COPY ... TO STDOUT writes them in text format. */
const COPY = '1\tRange Rover\t\\N\ta\\\\b\n2\ttab\\there\tnew\\nline\tئێستا\n3\t\\\\N\t\tcr\\rand\\bback\n';

function readInPieces(bytes: Buffer, size: number): (string | null)[][] {
  const reader = new CopyTextRows();
  const rows: (string | null)[][] = [];
  for (let at = 0; at < bytes.length; at += size) rows.push(...reader.push(bytes.subarray(at, at + size)));
  reader.end();
  return rows;
}

describe('COPY text rows', () => {
  it('reads NULL as null, undoes every escape, and keeps the text \\N apart from NULL', () => {
    expect(readInPieces(Buffer.from(COPY), 1 << 16)).toEqual(ROWS);
  });

  it('reads the same rows whatever the pieces, even one cut inside a Kurdish character', () => {
    const bytes = Buffer.from(COPY);
    for (let size = 1; size <= bytes.length; size++) expect(readInPieces(bytes, size)).toEqual(ROWS);
  });

  it('reads octal and hexadecimal escapes', () => {
    const reader = new CopyTextRows();
    expect(reader.push(Buffer.from('\\101\\x42\tC\n'))).toEqual([['AB', 'C']]);
  });

  it('refuses data that ends inside a row', () => {
    const reader = new CopyTextRows();
    expect(reader.push(Buffer.from('1\tunfinished'))).toEqual([]);
    expect(() => reader.end()).toThrow(/ended inside a row/);
  });
});
