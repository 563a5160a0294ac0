/**
 * Sample feed rows (seed/sample-feed.ts) imported the way an admin's CSV upload of every dealer's
 * stock is (docs/stock-feed.md): all or nothing, no vehicle withdrawn for being left out.
 */
import type { StockService } from '../stock-feed/index.js';
import { parseCsvFeed } from '../stock-feed/parse-feed.js';
import { toFeedCsv, type SampleRow } from '../seed/sample-feed.js';

export const importSampleRows = (stock: StockService, rows: SampleRow[]) =>
  stock.importFeed({
    format: 'csv',
    rows: parseCsvFeed(toFeedCsv(rows)),
    options: { dry_run: false, all_or_nothing: true, withdraw: 'keep' },
    scope: { dealers: null },
  });
