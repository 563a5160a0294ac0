import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverMachines } from './discover.js';
import { LabEngine, replay } from './engine.js';
import { newSession } from './new-session.js';
import { exportTest } from './export-test.js';
import { parseSession } from './session.js';

const machines = await discoverMachines();
const softLock = machines.find((m) => m.name === 'soft-lock');
if (!softLock) throw new Error('soft-lock machine missing');
const HOLD = parseSession(readFileSync(join(import.meta.dirname, '../sessions/soft-lock-hold.json'), 'utf8'));
const EXPORTED = join(import.meta.dirname, '../../../state-machines/soft-lock/soft-lock.lab-hold.test.ts');

describe('export to a vitest file', () => {
  it('writes the hold session as the harness test committed beside the machine (which npm test runs)', async () => {
    const engine = await replay(softLock, HOLD);
    const source = exportTest(engine);
    expect(source).toContain("import { createHarness } from '../testing/harness.js';");
    expect(source).toContain("await h.answer('extendLock', { lockId: 'lock-1', expiresAt: 1767259740000, now: 1767258840000 });");
    // The committed file is this export, unchanged: regenerate it with `npm run lab -- soft-lock --script … --export …`.
    expect(readFileSync(EXPORTED, 'utf8')).toBe(source);
  });
});

describe('exported files are prettier-clean', () => {
  it('long inputs and answers break the way prettier breaks them', async () => {
    const prettier = await import('prettier');
    const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../../.prettierrc.json'), 'utf8')) as Record<string, unknown>;
    const orderOnline = machines.find((m) => m.name === 'order-online');
    if (!orderOnline) throw new Error('order-online machine missing');
    const session = newSession(orderOnline);
    const engine = await new LabEngine(orderOnline, {
      ...session,
      answers: {
        ...session.answers,
        loadJourney: { mode: 'error', error: { code: 'vehicle_not_found', message: "The vehicle isn't listed any more" } },
      },
    }).start();
    await engine.send({ type: 'retry' });
    const source = exportTest(engine, { title: "Order online: the vehicle's gone" });
    expect(source).toContain('await h.fail(');
    expect(await prettier.format(source, { ...config, parser: 'typescript' })).toBe(source);
  });
});
