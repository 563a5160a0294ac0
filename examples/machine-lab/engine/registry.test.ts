import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverMachines, machineFolders, MACHINES_ROOT } from './discover.js';
import { labMachineOf } from './registry.js';

describe('machine registry', () => {
  it('lists every machine folder of state-machines/, each with its machine and calls', async () => {
    // Every folder but the two helper folders: a machine folder the lab missed fails here.
    const folders = readdirSync(MACHINES_ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared' && entry.name !== 'testing')
      .map((entry) => entry.name);
    const machines = await discoverMachines();
    expect(machines.map((m) => m.name)).toEqual(folders.sort());
    for (const m of machines) expect(typeof m.machine.transition, m.name).toBe('function');
    expect(machines.find((m) => m.name === 'soft-lock')).toMatchObject({ exportName: 'softLockMachine', actors: ['extendLock'] });
    expect(machines.find((m) => m.name === 'order-online')?.actors).toEqual([
      'checkPayment',
      'confirmOrder',
      'loadJourney',
      'pay',
      'takeLock',
    ]);
  });

  it('a new folder with <name>.machine.ts and index.ts is a machine; helpers are not', () => {
    const root = mkdtempSync(join(tmpdir(), 'lab-registry-'));
    for (const [folder, files] of Object.entries({
      'new-thing': ['new-thing.machine.ts', 'index.ts'],
      shared: ['async.ts'],
      notes: ['readme.md'],
    })) {
      mkdirSync(join(root, folder));
      for (const file of files) writeFileSync(join(root, folder, file), '');
    }
    expect(machineFolders(root)).toEqual(['new-thing']);
  });

  it('refuses an index that exports no machine', () => {
    expect(() => labMachineOf('empty', { helper: () => 1 })).toThrow(
      'state-machines/empty/index.ts must export exactly one machine (found 0)',
    );
  });
});
