/**
 * Where the listing index's memory goes (docs/listing-api.md, "At a million vehicles"), measured as a
 * server holds it: the vehicle rows kept to the indexed columns (what load.ts reads and a build
 * takes), the index built from them, then the rows let go (what a server process keeps between
 * builds), and the columns' own bytes by part. Resident memory after the rows are let go is printed
 * beside the budget (1 GB at 1,000,000 vehicles). Run with the collector exposed, so each figure is
 * taken after a full collection:
 * `VEHICLES=1000000 node --expose-gc --import tsx bench/engine-memory.ts`.
 */
import { buildColumnSteps, runSteps, type IndexedVehicleRow } from '../server/listing/engine/build.js';
import type { IndexColumns } from '../server/listing/engine/types.js';
import { inMemoryVehicleRows } from './in-memory-stock.js';
import { printTable } from './table.js';

const count = Number(process.env.VEHICLES ?? 200_000);
/** Resident memory a server process may use at 1,000,000 vehicles (docs/listing-api.md). */
const BUDGET_BYTES = 2 ** 30;
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;
async function snapshot(): Promise<{ rss: number; heap: number; buffers: number }> {
  // Twice, a turn apart: what the first collection left to sweep is gone before memory is read.
  collect?.();
  await new Promise((resolve) => setTimeout(resolve, 100));
  collect?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, buffers: m.arrayBuffers };
}

const start = await snapshot();
// What the server loads to build (load.ts reads only INDEXED_COLUMNS; in-memory-stock.ts keeps the same).
let rows: IndexedVehicleRow[] | undefined = inMemoryVehicleRows(count);
const picked = await snapshot();
const cols: IndexColumns = runSteps(buildColumnSteps(rows, []));
const built = await snapshot();
rows = undefined;
const alone = await snapshot();

printTable(
  `Memory, ${count.toLocaleString('en')} vehicles (after a full collection each)`,
  ['moment', 'resident', 'JS heap', 'typed arrays'],
  [
    ['start', mb(start.rss), mb(start.heap), mb(start.buffers)],
    ['rows of the indexed columns (what a build loads)', mb(picked.rss), mb(picked.heap), mb(picked.buffers)],
    ['index built', mb(built.rss), mb(built.heap), mb(built.buffers)],
    ['rows let go (what a server keeps)', mb(alone.rss), mb(alone.heap), mb(alone.buffers)],
  ],
);
const peak = process.resourceUsage().maxRSS * 1024;
const scaled = (bytes: number): number => (bytes * 1_000_000) / Math.max(1, count);
printTable(
  'Resident memory against the budget',
  ['figure', 'measured', 'budget (1,000,000 vehicles)'],
  [
    ['kept after the build (rows let go)', mb(alone.rss), mb(BUDGET_BYTES)],
    ['peak of the process (rows and index together, while building)', mb(peak), mb(BUDGET_BYTES)],
    [
      'index alone (heap and typed arrays above the start), scaled to 1,000,000',
      mb(scaled(alone.heap + alone.buffers - start.heap - start.buffers)),
      mb(BUDGET_BYTES),
    ],
  ],
);

/** Bytes of the buffers under a part (a buffer shared by two parts counted in the first). */
const seen = new Set<ArrayBufferLike>();
function bytes(...arrays: ArrayBufferView[]): number {
  let total = 0;
  for (const a of arrays) {
    if (seen.has(a.buffer)) continue;
    seen.add(a.buffer);
    total += a.buffer.byteLength;
  }
  return total;
}
const checkbox = Object.values(cols.checkbox);
const vinChars = cols.keywords.vins.reduce((sum, vin) => sum + vin.length, 0);
printTable(
  'The columns by part (typed arrays; the VIN strings estimated)',
  ['part', 'bytes'],
  [
    ['sort orders', mb(bytes(...Object.values(cols.sorts)))],
    ['range orders (not shared with a sort)', mb(bytes(...Object.values(cols.rangeOrders)))],
    [
      'range and sort key columns, ids, unpriced',
      mb(bytes(cols.ids, ...Object.values(cols.ranges), ...Object.values(cols.sortKeys), cols.unpriced)),
    ],
    [
      'checkbox codes (single, multi offsets/items/bits)',
      mb(bytes(...checkbox.flatMap((c) => (c.kind === 'single' ? [c.codes] : [c.offsets, c.items, ...(c.bits ? [c.bits] : [])])))),
    ],
    ['per-value bit sets', mb(bytes(...Object.values(cols.valueBits).flatMap((sets) => sets ?? [])))],
    ['joint codes', mb(bytes(cols.joint.codes))],
    ['keyword label rows and VIN tails', mb(bytes(...cols.keywords.labels.map((l) => l.rows), ...cols.keywords.vinTails.values()))],
    ['VIN strings (about 32 bytes each + 1 a character)', mb(cols.keywords.vins.length * 32 + vinChars)],
  ],
);
