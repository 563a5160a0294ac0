/**
 * Reads a stock feed file into rows of named values (docs/stock-feed.md, "Feed format"): CSV with a
 * header line of field names, or JSON (an array of objects, or `{ "vehicles": [...] }`). A file
 * that cannot be read as a whole is a 400 naming the line or the column; a row's own problems are
 * left to the row check, which reports every one of them.
 */
import { FEED_FIELDS, REQUIRED_FEED_FIELDS } from '../../domain/stock-feed/feed-fields.js';
import { ApiFailure } from '../failure.js';
import { CsvError, parseCsv } from './csv.js';

export type FeedFormat = 'csv' | 'json';

export interface FeedRow {
  /** CSV: the line the row starts on; JSON: the item's position, from 1. */
  line: number;
  values: Record<string, unknown>;
}

export interface ParsedFeed {
  format: FeedFormat;
  rows: FeedRow[];
}

/** At most this many rows per import; bigger stock is sent in parts (docs/stock-feed.md). */
export const MAX_FEED_ROWS = 50_000;
/** A feed file of 10,000 vehicles is about 5 MB of CSV; this leaves room for 50,000. */
export const MAX_FEED_BYTES = 32 * 1024 * 1024;

const KNOWN: ReadonlySet<string> = new Set(FEED_FIELDS);

const unreadable = (message: string, field = 'file') => new ApiFailure(400, 'feed_unreadable', message, field);

/** The format a file is in: its declared type or name, else its first character. */
export function feedFormatOf(contentType: string | undefined, filename: string | undefined, text: string): FeedFormat {
  const type = (contentType ?? '').toLowerCase();
  const name = (filename ?? '').toLowerCase();
  if (type.includes('json') || name.endsWith('.json')) return 'json';
  if (type.includes('csv') || name.endsWith('.csv')) return 'csv';
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

function tooMany(count: number): void {
  if (count > MAX_FEED_ROWS)
    throw new ApiFailure(413, 'feed_too_large', `A feed holds at most ${MAX_FEED_ROWS} vehicles; send it in parts`, 'file');
}

export function parseCsvFeed(text: string): FeedRow[] {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(`Line ${error.line}: ${error.message}`);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw unreadable('The file is empty: the first line names the columns');
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  const seen = new Set<string>();
  for (const column of columns) {
    if (!KNOWN.has(column))
      throw new ApiFailure(400, 'unknown_column', `Column "${column}" is not a feed field (docs/stock-feed.md)`, column);
    if (seen.has(column)) throw new ApiFailure(400, 'repeated_column', `Column "${column}" is named twice`, column);
    seen.add(column);
  }
  for (const required of REQUIRED_FEED_FIELDS)
    if (!seen.has(required)) throw new ApiFailure(400, 'missing_column', `The feed has no column "${required}"`, required);
  tooMany(body.length);
  return body.map((record) => {
    if (record.cells.length > columns.length)
      throw unreadable(`Line ${record.line} has ${record.cells.length} cells, the header names ${columns.length}`);
    const values: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      values[column] = record.cells[i] ?? '';
    });
    return { line: record.line, values };
  });
}

export function parseJsonFeed(input: unknown): FeedRow[] {
  const items = Array.isArray(input)
    ? input
    : input && typeof input === 'object' && Array.isArray((input as { vehicles?: unknown }).vehicles)
      ? (input as { vehicles: unknown[] }).vehicles
      : null;
  if (items === null) throw unreadable('A JSON feed is an array of vehicles or an object with a "vehicles" array');
  tooMany(items.length);
  return items.map((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw unreadable(`Vehicle ${i + 1} is not an object`);
    return { line: i + 1, values: item as Record<string, unknown> };
  });
}

/** A feed file's text in either format. */
export function parseFeedText(format: FeedFormat, text: string): FeedRow[] {
  if (format === 'csv') return parseCsvFeed(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw unreadable('The file is not valid JSON');
  }
  return parseJsonFeed(parsed);
}
