/**
 * Sign-in cost: the argon2id verify every sign-in pays (the right password, a wrong one, and an
 * unknown e-mail checked against the dummy hash: the three should cost the same, which is what keeps
 * the answer time from telling which accounts exist), and POST /auth/sign-in through fastify.inject
 * on an in-memory SQLite database. Sequential, one at a time: the latency one editor sees.
 */
import { createAccount } from '../server/auth/accounts.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../server/auth/passwords.js';
import { buildAuthTestApp } from '../server/testing/auth-test-app.js';
import { ms, printTable } from './table.js';

const ROUNDS = 30;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function reportSignIn(): Promise<void> {
  const hash = await hashPassword('steady anvil lamp 1');
  const dummy = await dummyPasswordHash();
  const fixture = await buildAuthTestApp('sqlite');
  try {
    await createAccount(fixture.database.db, { email: 'bench@example.com', password: 'steady anvil lamp 1', role: 'editor' });
    const signIn = (email: string, password: string) => () =>
      fixture.app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email, password } });
    const rows: [string, number[]][] = [
      ['argon2id verify, right password', await timed(() => verifyPassword(hash, 'steady anvil lamp 1'))],
      ['argon2id verify, wrong password', await timed(() => verifyPassword(hash, 'wrong password 1'))],
      ['argon2id verify, dummy hash (unknown e-mail)', await timed(() => verifyPassword(dummy, 'steady anvil lamp 1'))],
      ['POST /auth/sign-in, success (session row + cookie)', await timed(signIn('bench@example.com', 'steady anvil lamp 1'))],
      ['POST /auth/sign-in, wrong password (401)', await timed(signIn('bench@example.com', 'wrong password 1'))],
      ['POST /auth/sign-in, unknown e-mail (401)', await timed(signIn('nobody@example.com', 'steady anvil lamp 1'))],
    ];
    printTable(
      `Sign-in latency (argon2id m=19456 t=2 p=1, ${ROUNDS} sequential runs, SQLite in memory)`,
      ['what', 'p50', 'p90', 'max'],
      rows.map(([what, times]) => [what, ms(percentile(times, 50)), ms(percentile(times, 90)), ms(times[times.length - 1]!)]),
    );
  } finally {
    await fixture.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await reportSignIn();
