/**
 * Where the listing index's memory goes (docs/listing-api.md, "At a million vehicles"): the process's
 * memory with the vehicle rows generated, kept to the indexed columns (what a build loads), after the
 * columns are built from them, and after the rows are let go, then the columns' own bytes by part. Run with the collector exposed, so each figure is
 * taken after a full collection:
 * `VEHICLES=200000 node --expose-gc --max-old-space-size=6144 --import tsx bench/engine-memory.ts`.
 */
import { buildColumnSteps, INDEXED_COLUMNS, runSteps, type IndexedVehicleRow } from '../server/listing/engine/build.js';
import type { IndexColumns } from '../server/listing/engine/types.js';
import { inMemoryVehicleRows } from './in-memory-stock.js';
import { printTable } from './table.js';

const count = Number(process.env.VEHICLES ?? 200_000);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;
function snapshot(): { rss: number; heap: number; buffers: number } {
  collect?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, buffers: m.arrayBuffers };
}

const start = snapshot();
let full: ReturnType<typeof inMemoryVehicleRows> | undefined = inMemoryVehicleRows(count);
const withRows = snapshot();
// What the server loads to build (load.ts reads only INDEXED_COLUMNS): the same rows, picked.
let rows: IndexedVehicleRow[] | undefined = full.map(
  (row) => Object.fromEntries(INDEXED_COLUMNS.map((c) => [c, row[c]])) as IndexedVehicleRow,
);
full = undefined;
const picked = snapshot();
const cols: IndexColumns = runSteps(buildColumnSteps(rows, []));
const built = snapshot();
rows = undefined;
const alone = snapshot();

printTable(
  `Memory, ${count.toLocaleString('en')} vehicles (after a full collection each)`,
  ['moment', 'resident', 'JS heap', 'typed arrays'],
  [
    ['start', mb(start.rss), mb(start.heap), mb(start.buffers)],
    ['rows generated (every column, as the benches hold them)', mb(withRows.rss), mb(withRows.heap), mb(withRows.buffers)],
    ['rows of the indexed columns only (what a build loads)', mb(picked.rss), mb(picked.heap), mb(picked.buffers)],
    ['index built', mb(built.rss), mb(built.heap), mb(built.buffers)],
    ['rows let go', mb(alone.rss), mb(alone.heap), mb(alone.buffers)],
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
