/**
 * The sample feeds of docs/stock-feed.md (examples/stock-feed/) stay valid and current: every row
 * passes the row check, and they are what `npx tsx server/seed/sample-feed.ts` prints.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateFeedRow } from '../../domain/stock-feed/validate-row.js';
import { dealerRows } from '../seed/dealers.js';
import { parseFeedText } from './parse-feed.js';
import { sampleFeedRows, toFeedCsv, toFeedJson } from '../seed/sample-feed.js';
import { CATALOGUE_MODEL_KEYS, NEWEST_FEED_MODEL_YEAR } from './vehicle-row.js';

const context = {
  models: CATALOGUE_MODEL_KEYS,
  dealers: new Set(dealerRows().map((d) => d.dealer_code)),
  allowedDealers: null,
  newestModelYear: NEWEST_FEED_MODEL_YEAR,
};

describe('the sample feeds in examples/stock-feed/', () => {
  for (const [file, format, count] of [
    ['sample.csv', 'csv', 5],
    ['sample.json', 'json', 3],
  ] as const) {
    it(`${file} is valid and current`, () => {
      const text = readFileSync(new URL(`../../examples/stock-feed/${file}`, import.meta.url), 'utf8');
      // JSON is compared parsed: the file is kept in the repository's formatting.
      if (format === 'csv') expect(text).toBe(toFeedCsv(sampleFeedRows(count)));
      else expect(JSON.parse(text)).toEqual(JSON.parse(toFeedJson(sampleFeedRows(count))));
      const rows = parseFeedText(format, text);
      expect(rows).toHaveLength(count);
      for (const row of rows) expect(validateFeedRow(row.values, context)).toMatchObject({ ok: true });
    });
  }
});
