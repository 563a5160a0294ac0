/**
 * A CSV reader for stock feeds (RFC 4180: comma-separated, `"` quotes a cell, `""` is a quote inside
 * one, a quoted cell may hold commas and line breaks; CRLF or LF). Each record carries the file line
 * it starts on, so the import report names the line an importer sees in their editor. A leading
 * byte-order mark (spreadsheets write one) is dropped; `;` is accepted as the separator when the
 * header line has no comma (spreadsheets in locales with a decimal comma export that way).
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

function separatorOf(text: string): string {
  const end = text.indexOf('\n');
  const header = end === -1 ? text : text.slice(0, end);
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

const LF = 10;
const CR = 13;

/** How many line feeds `text` holds between `from` and `to`. */
function lineFeeds(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = separatorOf(text).charCodeAt(0);
  const records: CsvRecord[] = [];
  const end = text.length;
  let cells: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // Cells are sliced out of the text rather than built a character at a time: a 10,000-row feed
  // is read in tens of milliseconds (bench/stock-import.ts).
  for (;;) {
    let cell: string;
    if (text.charCodeAt(i) === 34) {
      const opened = line;
      let value = '';
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new CsvError(opened, `The quote opened on line ${opened} is never closed`);
        value += text.slice(from, quote);
        line += lineFeeds(text, from, quote);
        if (text.charCodeAt(quote + 1) === 34) {
          value += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      // Anything between the closing quote and the separator is kept, as spreadsheets do.
      const rest = i;
      while (i < end && text.charCodeAt(i) !== separator && text.charCodeAt(i) !== LF && text.charCodeAt(i) !== CR) i++;
      cell = value + text.slice(rest, i);
    } else {
      const start = i;
      while (i < end && text.charCodeAt(i) !== separator && text.charCodeAt(i) !== LF && text.charCodeAt(i) !== CR) i++;
      cell = text.slice(start, i);
    }
    cells.push(cell);
    if (i < end && text.charCodeAt(i) === separator) {
      i++;
      continue;
    }
    // End of a record: a line break or the end of the text. A blank line (one empty cell) is not a record.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
    if (i >= end) break;
    if (text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF) i++;
    i++;
    line++;
    recordLine = line;
    if (i >= end) break;
  }
  return records;
}
