/**
 * The soft lock under contention (docs/buy-online.md, "The journey"): rounds of 200 concurrent `POST /buy_online/orders/init`
 * for one vehicle (a fresh vehicle per round) over real HTTP, and 200 uncontended inits one after
 * another on different vehicles. SQLite with one server process; PostgreSQL with two server
 * processes on one throwaway cluster when the PostgreSQL binaries are installed. Reports how many
 * locks were granted and refused (it must be exactly 1 and 199) and the latency the visitors saw.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertFixtures } from '../server/orders/testing/fixtures.js';
import { spawnLockServer, type LockServerProcess } from '../server/api/buy-online/testing/spawn-lock-server.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/migrations/migrate.js';
import { ms, printTable } from './table.js';
import { startThrowawayPostgres } from './throwaway-postgres.js';

const CONCURRENT = 200;
const ROUNDS = 5;

interface Round {
  granted: number;
  refused: number;
  other: number;
  wallMs: number;
  latencies: number[];
}

async function init(port: number, vehicleId: number): Promise<{ status: number; code: string | null; ms: number }> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/buy_online/orders/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vehicle_id: vehicleId, holder: `bench-${randomUUID()}` }),
  });
  const body = (await response.json()) as { error?: { code?: string } };
  return { status: response.status, code: body.error?.code ?? null, ms: performance.now() - started };
}

async function contendedRound(ports: number[], vehicleId: number): Promise<Round> {
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => init(ports[i % ports.length] as number, vehicleId)));
  const round: Round = { granted: 0, refused: 0, other: 0, wallMs: performance.now() - started, latencies: results.map((r) => r.ms) };
  for (const r of results) {
    if (r.status === 201) round.granted += 1;
    else if (r.status === 409 && r.code === 'vehicle_locked') round.refused += 1;
    else round.other += 1;
  }
  return round;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function measure(label: string, databaseUrl: string, processes: number): Promise<string[]> {
  const handle = openDatabase(/^postgres/.test(databaseUrl) ? { databaseUrl } : { sqlitePath: databaseUrl });
  const servers: LockServerProcess[] = [];
  try {
    await migrateToLatest(handle.db);
    const vehicleIds = await insertFixtures(handle.db, { vehicles: ROUNDS + CONCURRENT });
    for (let i = 0; i < processes; i += 1) servers.push(await spawnLockServer(databaseUrl, { RATE_LIMITS: 'off' }));
    const ports = servers.map((s) => s.port);

    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r += 1) rounds.push(await contendedRound(ports, vehicleIds[r] as number));
    const sequential: number[] = [];
    for (let i = 0; i < CONCURRENT; i += 1)
      sequential.push((await init(ports[i % ports.length] as number, vehicleIds[ROUNDS + i] as number)).ms);

    const contended = rounds.flatMap((r) => r.latencies);
    const exact = rounds.every((r) => r.granted === 1 && r.refused === CONCURRENT - 1 && r.other === 0);
    return [
      label,
      rounds.map((r) => `${r.granted}/${r.refused}/${r.other}`).join(' '),
      exact ? 'yes' : 'NO',
      ms(
        percentile(
          rounds.map((r) => r.wallMs),
          50,
        ),
      ),
      ms(percentile(contended, 50)),
      ms(percentile(contended, 99)),
      ms(percentile(sequential, 50)),
      ms(percentile(sequential, 99)),
    ];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await handle.close();
  }
}

export async function reportSoftLocks(): Promise<void> {
  const rows: string[][] = [];
  const sqliteDir = mkdtempSync(join(tmpdir(), 'lrdx-bench-locks-'));
  try {
    rows.push(await measure('SQLite, 1 process', join(sqliteDir, 'locks.sqlite'), 1));
  } finally {
    rmSync(sqliteDir, { recursive: true, force: true });
  }

  const postgres = await startThrowawayPostgres('locks');
  if (postgres) {
    try {
      rows.push(await measure('PostgreSQL, 2 processes', postgres.url, 2));
    } finally {
      postgres.stop();
    }
  } else {
    console.log('\n(PostgreSQL binaries not found: the soft-lock benchmark runs on SQLite only; apt-get install postgresql)');
  }

  printTable(
    `Soft lock under contention: ${ROUNDS} rounds of ${CONCURRENT} concurrent orders/init for one vehicle; then ${CONCURRENT} uncontended inits`,
    [
      'database',
      'granted/refused/other per round',
      'exactly 1 lock',
      'round wall p50',
      'contended p50',
      'contended p99',
      'uncontended p50',
      'uncontended p99',
    ],
    rows,
  );
}
