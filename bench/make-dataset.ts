/**
 * Builds (or keeps, when complete) a demo-seed SQLite dataset of VEHICLES vehicles at DATASET, as
 * dataset.ts does for `npm run bench`: `VEHICLES=1000000 DATASET=/tmp/lrdx-bench-1000000.sqlite
 * npx tsx bench/make-dataset.ts` (about 4.4 GB at a million: keep it out of the repository).
 * bench/engine-memory.ts runs it in a process of its own, so the seed's memory is not counted in the
 * build's.
 */
import { ensureBenchDataset } from './dataset.js';

const count = Number(process.env.VEHICLES ?? 200_000);
const path = process.env.DATASET;
if (!path) throw new Error('DATASET: the SQLite file to build, e.g. /tmp/lrdx-bench-1000000.sqlite');
await ensureBenchDataset(path, count);
