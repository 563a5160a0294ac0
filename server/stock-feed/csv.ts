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

export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteOpenedAt = 0;
  let i = 0;
  const endRecord = (): void => {
    cells.push(cell);
    // A blank line (one empty cell) is not a record.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      i++;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      quoteOpenedAt = line;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
    i++;
  }
  if (quoted) throw new CsvError(quoteOpenedAt, `The quote opened on line ${quoteOpenedAt} is never closed`);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
