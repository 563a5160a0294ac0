/**
 * `npm run bench`: bundle sizes against budgets, page load in Chromium, then on the 100,000-vehicle dataset the listing
 * engine against Orama and SQL (in process), then the listing API over HTTP.
 */
import { reportBundleSizes } from './bundle-sizes.js';
import { ensureBenchDataset } from './dataset.js';
import { reportEngineComparison } from './engine-comparison.js';
import { reportListingApi } from './listing-api.js';
import { reportPageLoad } from './page-load.js';

const { overBudget } = reportBundleSizes();
await reportPageLoad();
await ensureBenchDataset();
await reportEngineComparison();
await reportListingApi();
if (overBudget.length > 0) console.log(`\nOver budget: ${overBudget.join(', ')}`);
