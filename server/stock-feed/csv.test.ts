import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv.js';

describe('the stock feed CSV reader', () => {
  it('reads quoted cells with separators, quotes and line breaks, and names the line each record starts on', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\nlast,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
      { line: 6, cells: ['last', ''] },
    ]);
  });

  it('takes ; as the separator when the header has no comma, and refuses an unclosed quote', () => {
    expect(parseCsv('vin;price\nA;1,5')).toEqual([
      { line: 1, cells: ['vin', 'price'] },
      { line: 2, cells: ['A', '1,5'] },
    ]);
    expect(() => parseCsv('a\nb\n"open')).toThrow(CsvError);
  });
});
