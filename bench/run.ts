/** `npm run bench`: bundle sizes against budgets, then the listing API on the 100,000-vehicle dataset. */
import { reportBundleSizes } from './bundle-sizes.js';
import { ensureBenchDataset } from './dataset.js';
import { reportListingApi } from './listing-api.js';

const { overBudget } = reportBundleSizes();
await ensureBenchDataset();
await reportListingApi();
if (overBudget.length > 0) console.log(`\nOver budget: ${overBudget.join(', ')}`);
