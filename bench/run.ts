/**
 * `npm run bench`: bundle sizes against budgets, page load in Chromium, the order-online and reservation pages' layout shift, the Nu HTML checker and axe on every seeded page, Lighthouse, site pages at campaign traffic (bench/page-traffic.ts), a publish reaching a second process on one PostgreSQL (bench/publish-propagation.ts), uncached render CPU per page kind (bench/render-cost.ts), then restart to first page at 1,500 and 100,000 vehicles (bench/restart.ts), then a fresh clone's first start (`npm start`: build, migrate, seed, first page; bench/first-start.ts), then on the 100,000-vehicle dataset the listing
 * engine against Orama and SQL (in process), then the engine at 1,000,000 vehicles beside 100,000 (bench/million.ts: in memory, and a server's start on SQLite when the million-vehicle dataset is there), then keyword search in the engine (bench/keyword-search.ts), then the listing API over HTTP, then the buy-online soft lock
 * under contention (SQLite, and PostgreSQL with two processes when installed), then sign-in latency (argon2id),
 * then a CSV export of 100,000 form leads (time and peak memory), then a 10,000-vehicle stock feed import as CSV and JSON (rows per second), then the finance maths' throughput and the finance calculator's own bundle against its 25 KB budget, and last the time of the last passing `npm test` on this checkout (bench/test-times.ts; the bench does not run the suite).
 */
import { reportBundleSizes } from './bundle-sizes.js';
import { ensureBenchDataset } from './dataset.js';
import { reportEngineComparison } from './engine-comparison.js';
import { reportFinance } from './finance.js';
import { reportKeywordSearch } from './keyword-search.js';
import { reportFirstStart } from './first-start.js';
import { reportLighthouse } from './lighthouse.js';
import { reportListingApi } from './listing-api.js';
import { reportMillion } from './million.js';
import { reportPageLoad } from './page-load.js';
import { reportSoftLocks } from './soft-locks.js';
import { reportSignIn } from './sign-in.js';
import { reportLeadExport } from './lead-export.js';
import { reportHtmlValidity } from './html-validity.js';
import { reportJourneyLayoutShift } from './layout-shift.js';
import { reportPageTraffic } from './page-traffic.js';
import { reportPublishPropagation } from './publish-propagation.js';
import { reportRenderCost } from './render-cost.js';
import { reportRestart } from './restart.js';
import { reportStockImport } from './stock-import.js';
import { reportStockPhotos } from './stock-photos.js';
import { reportStockStatus } from './stock-status.js';
import { reportTestTimes } from './test-times.js';

const { overBudget } = reportBundleSizes();
await reportPageLoad();
const shiftOver = await reportJourneyLayoutShift();
const htmlOver = await reportHtmlValidity();
const lighthouseOver = await reportLighthouse();
const trafficOver = await reportPageTraffic();
const propagationOver = await reportPublishPropagation();
const renderOver = await reportRenderCost();
await ensureBenchDataset();
const restartOver = await reportRestart();
const firstStartOver = await reportFirstStart();
await reportEngineComparison();
const millionOver = await reportMillion();
const keywordOver = reportKeywordSearch();
const listingOver = await reportListingApi();
await reportSoftLocks();
await reportSignIn();
await reportLeadExport();
await reportStockImport();
await reportStockPhotos();
await reportStockStatus();
const financeOver = reportFinance();
const testTimeOver = reportTestTimes();
const over = [
  ...overBudget,
  ...shiftOver,
  ...htmlOver,
  ...lighthouseOver,
  ...trafficOver,
  ...propagationOver,
  ...renderOver,
  ...restartOver,
  ...firstStartOver,
  ...millionOver,
  ...keywordOver,
  ...listingOver,
  ...financeOver,
  ...testTimeOver,
];
if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
