/**
 * Builds (or keeps, when complete) a demo-seed dataset of VEHICLES vehicles, as dataset.ts does for
 * `npm run bench`:
 *
 * - SQLite, at DATASET: `VEHICLES=1000000 DATASET=/tmp/lrdx-bench-1000000.sqlite npx tsx
 *   bench/make-dataset.ts` (about 4.4 GB at a million: keep it out of the repository);
 * - PostgreSQL, in the bench's kept cluster (bench/kept-postgres.ts, made when missing), one database
 *   per count: `POSTGRES=1 VEHICLES=1000000 npx tsx bench/make-dataset.ts`; DATASET may also be a
 *   `postgres://` URL of a database of its own (it is emptied when it does not hold the dataset).
 *
 * bench/engine-memory.ts runs it in a process of its own, so the seed's memory is not counted in the
 * build's.
 */
import { ensureBenchDataset } from './dataset.js';
import { createBenchDatabase, onKeptPostgres } from './kept-postgres.js';

const count = Number(process.env.VEHICLES ?? 200_000);
const path = process.env.DATASET;
if (process.env.POSTGRES === '1') {
  await onKeptPostgres(async (serverUrl) => ensureBenchDataset(await createBenchDatabase(serverUrl, count), count));
} else {
  if (!path) throw new Error('DATASET: the SQLite file to build, e.g. /tmp/lrdx-bench-1000000.sqlite (or POSTGRES=1)');
  await ensureBenchDataset(path, count);
}
