/**
 * Reads what the listing index is built from, and builds it. The stock version (one primary-key
 * read, cheap enough to check every second) comes from server/db/stock-version.ts.
 *
 * Vehicles are read in chunks by id (keyset pages), as arrays of values (server/db/raw-rows.ts),
 * yielding to the event loop between them:
 * SQLite's driver reads synchronously, and one read of 100,000 rows held a starting process for
 * seconds, so it could not answer a page (or even its probes) until the index was loaded
 * (docs/operations.md, "Start-up"). A server builds as it reads (loadListingIndex): each chunk goes
 * straight into the column builders and is let go, so at a million vehicles the process holds the
 * index and one chunk, not every row (docs/listing-api.md, "Memory, as a server holds it").
 * The chunks are separate statements: a stock write between them may show in the later ones. The
 * version is read first, so such an index is labelled older than what it holds and is rebuilt at
 * the next check, as when a write lands between the version read and the rows.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DEALER_INFO_COLUMNS } from '../dealer-info.js';
import { readStockVersion } from '../../db/stock-version.js';
import { copyRows, databaseSource, selectArrays, type DatabaseSource } from '../../db/raw-rows.js';
import { AFTER, readChunksInWorker, type ReadChunk } from './chunk-reader.js';
import { ColumnsBuilder, INDEXED_COLUMNS, type IndexedVehicleRow } from './build.js';
import { ListingIndex, type IndexSource } from './listing-index.js';

/** Vehicles per read while loading the index. */
export const VEHICLE_CHUNK = 1_000;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Each indexed column's place in a row read as an array (INDEXED_COLUMNS' order). */
const AT = Object.fromEntries(INDEXED_COLUMNS.map((column, i) => [column, i])) as Record<(typeof INDEXED_COLUMNS)[number], number>;

/**
 * A vehicle row from its values in INDEXED_COLUMNS' order (a raw read: server/db/raw-rows.ts). One
 * literal, so every row has the same shape; the columns' places come from INDEXED_COLUMNS.
 */
function vehicleOf(v: readonly unknown[]): IndexedVehicleRow {
  const row = {
    id: v[AT.id],
    brand: v[AT.brand],
    brand_key: v[AT.brand_key],
    family: v[AT.family],
    nameplate_model_group: v[AT.nameplate_model_group],
    model: v[AT.model],
    financing_options: v[AT.financing_options],
    state: v[AT.state],
    engine_type: v[AT.engine_type],
    transmission: v[AT.transmission],
    color: v[AT.color],
    specific_color: v[AT.specific_color],
    status: v[AT.status],
    dealer_code: v[AT.dealer_code],
    number_of_seats: v[AT.number_of_seats],
    mileage: v[AT.mileage],
    production_year: v[AT.production_year],
    model_year: v[AT.model_year],
    power: v[AT.power],
    display_price: v[AT.display_price],
    price_hidden: v[AT.price_hidden],
    msrp_price: v[AT.msrp_price],
    created_at: v[AT.created_at],
    version_name: v[AT.version_name],
    vin: v[AT.vin],
  } satisfies Record<(typeof INDEXED_COLUMNS)[number], unknown>;
  // The values are what the driver gives for these columns, as the row objects of a Kysely read.
  return row as IndexedVehicleRow;
}

/**
 * One chunk of the read: the indexed columns of the first `chunk` vehicles with an id above `after`.
 * On SQLite it walks the covering index of exactly these columns (migration 0040), not the wide rows.
 */
export function vehicleChunkQuery(db: Kysely<Database>, after: number | undefined, chunk: number) {
  const from = db.selectFrom('vehicles').select(INDEXED_COLUMNS);
  return (after === undefined ? from : from.where('id', '>', after)).orderBy('id').limit(chunk);
}

/**
 * One chunk as read: the values of each vehicle in INDEXED_COLUMNS' order where the database has raw
 * reads (every database openDatabase opens: server/db/raw-rows.ts), row objects where it does not.
 */
export type VehicleChunk = { kind: 'values'; rows: unknown[][] } | { kind: 'rows'; rows: IndexedVehicleRow[] };

/**
 * The vehicles' indexed columns, a chunk at a time in ascending id order, as the driver gives them,
 * a turn of the event loop between chunks. A server's build takes the arrays as they are
 * (ColumnsBuilder.addValues): a row object per vehicle was a tenth of the read at a million.
 */
export async function* readIndexedChunks(db: Kysely<Database>, chunk = VEHICLE_CHUNK): AsyncGenerator<VehicleChunk> {
  let after: number | undefined;
  for (;;) {
    const query = vehicleChunkQuery(db, after, chunk);
    // Arrays where the database has raw reads: half the CPU of row objects at a million.
    const arrays = await selectArrays(db, query);
    const read: VehicleChunk = arrays ? { kind: 'values', rows: arrays } : { kind: 'rows', rows: await query.execute() };
    const n = read.rows.length;
    if (n > 0) yield read;
    if (n < chunk) return;
    after = Number(read.kind === 'values' ? (read.rows[n - 1] as unknown[])[AT.id] : (read.rows[n - 1] as IndexedVehicleRow).id);
    await nextTurn();
  }
}

/**
 * readIndexedChunks from a worker thread on a connection of its own (chunk-reader.ts), for a SQLite
 * file or a PostgreSQL database: the main thread builds while the worker reads the next chunks.
 */
async function* readIndexedChunksInWorker(db: Kysely<Database>, source: DatabaseSource, chunk: number): AsyncGenerator<ReadChunk> {
  const first = vehicleChunkQuery(db, undefined, chunk).compile();
  // The placeholder's place among the parameters is the compiler's business: it is found, not assumed.
  const next = vehicleChunkQuery(db, AFTER as unknown as number, chunk).compile();
  for await (const read of readChunksInWorker({
    source,
    first: { sql: first.sql, parameters: [...first.parameters] },
    next: { sql: next.sql, parameters: [...next.parameters] },
    chunk,
    idPlace: AT.id,
  })) {
    yield read;
    await nextTurn();
  }
}

/**
 * The vehicles' indexed columns from PostgreSQL in one `COPY` (server/db/raw-rows.ts, `copyRows`),
 * in ascending id order, a turn of the event loop between batches: undefined where `db` has no COPY
 * reads. Each value comes as its text (null for NULL), which the builders take as they take the
 * driver's values (build.ts converts every column it reads: toNumber, singleValue).
 */
function readIndexedCopy(db: Kysely<Database>): AsyncGenerator<VehicleChunk> | undefined {
  const batches = copyRows(db, db.selectFrom('vehicles').select(INDEXED_COLUMNS).orderBy('id'));
  if (!batches) return undefined;
  return (async function* () {
    for await (const rows of batches) {
      yield { kind: 'values', rows } satisfies VehicleChunk;
      await nextTurn();
    }
  })();
}

/** The vehicles' indexed columns as row objects, a chunk at a time in ascending id order (readIndexedChunks). */
export async function* readVehicleChunks(db: Kysely<Database>, chunk = VEHICLE_CHUNK): AsyncGenerator<IndexedVehicleRow[]> {
  for await (const read of readIndexedChunks(db, chunk)) yield read.kind === 'values' ? read.rows.map(vehicleOf) : read.rows;
}

async function countVehicles(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Every vehicle row in memory at once, with the dealers and listings: for tests and benches that
 * build from rows (buildListingIndex). A server builds with loadListingIndex, which never holds
 * them all.
 */
export async function loadIndexSource(db: Kysely<Database>, chunk = VEHICLE_CHUNK): Promise<IndexSource> {
  // Version first: rows read afterwards are at least that new, so a bump during the load is never
  // mistaken for already indexed (the next check sees a higher version and rebuilds again).
  const version = await readStockVersion(db);
  const readAll = async (): Promise<IndexedVehicleRow[]> => {
    const vehicles: IndexedVehicleRow[] = [];
    for await (const rows of readVehicleChunks(db, chunk)) for (const row of rows) vehicles.push(row);
    return vehicles;
  };
  const [vehicles, dealers, listings] = await Promise.all([
    readAll(),
    db.selectFrom('dealers').select(DEALER_INFO_COLUMNS).execute(),
    db.selectFrom('listings').selectAll().execute(),
  ]);
  return { version, vehicles, dealers, listings };
}

/**
 * Reads the vehicles in chunks straight into the index's columns and builds the index, yielding to
 * the event loop between chunks and between the build's later steps. The index is the same as
 * buildListingIndex(await loadIndexSource(db)) (load.test.ts).
 */
export async function loadListingIndex(
  db: Kysely<Database>,
  chunk = VEHICLE_CHUNK,
  /** worker: the read in a worker thread (default: on a SQLite file only). */
  options: { worker?: boolean } = {},
): Promise<ListingIndex> {
  // Version first, as in loadIndexSource. The dealers come before the vehicles: a dealer's keyword
  // label is made from its row when its first vehicle is added.
  const version = await readStockVersion(db);
  const [dealers, listings, expected] = await Promise.all([
    db.selectFrom('dealers').select(DEALER_INFO_COLUMNS).execute(),
    db.selectFrom('listings').selectAll().execute(),
    countVehicles(db),
  ]);
  // The count sizes the columns; vehicles inserted after it are taken as well (the columns grow).
  const builder = new ColumnsBuilder(expected, dealers);
  // A SQLite file is read in a worker thread while this one builds (chunk-reader.ts). PostgreSQL is
  // read on this thread through one COPY unless `worker: true`: its server needs a core of its own,
  // and at a million vehicles on 2 cores the worker took 12.5-15.6 s to ready against 9.4-9.6 s
  // without it; COPY sends every value as text that no driver parses (docs/listing-api.md, "At a
  // million vehicles"). `worker: false` always reads on this thread, in keyset chunks.
  const found = options.worker === false ? undefined : databaseSource(db);
  const source = found?.kind === 'postgres' && options.worker !== true ? undefined : found;
  if (source !== undefined) {
    // One array for every row: the builder keeps nothing of the values it is given (build.ts).
    const values = new Array<unknown>(INDEXED_COLUMNS.length);
    for await (const read of readIndexedChunksInWorker(db, source, chunk)) {
      for (let i = 0; i < read.length; i++) {
        read.rowInto(i, values);
        builder.addValues(values);
      }
    }
  } else {
    const copied = found?.kind === 'postgres' ? readIndexedCopy(db) : undefined;
    for await (const read of copied ?? readIndexedChunks(db, chunk)) {
      if (read.kind === 'values') for (const values of read.rows) builder.addValues(values);
      else for (const row of read.rows) builder.add(row);
    }
  }
  const steps = builder.finish();
  for (;;) {
    const next = steps.next();
    if (next.done) return new ListingIndex(next.value, { version, dealers, listings });
    await nextTurn();
  }
}
