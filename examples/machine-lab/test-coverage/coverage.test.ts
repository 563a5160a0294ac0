import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverMachines } from '../engine/discover.js';
import { coverageOf, machineShape } from './model.js';
import { runCoverage } from './run-coverage.js';

const machines = await discoverMachines();
const softLock = machines.find((m) => m.name === 'soft-lock');
if (!softLock) throw new Error('soft-lock machine missing');

describe('test coverage of the machines', () => {
  it('names every state and transition of a machine', () => {
    const shape = machineShape(softLock.machine);
    expect(shape.states).toEqual([
      'softLock',
      'softLock.active',
      'softLock.warning',
      'softLock.extending',
      'softLock.expired',
      'softLock.kickedOut',
      'softLock.released',
    ]);
    expect(shape.transitions).toContain('softLock.extending xstate.error.actor.extendLock [isLockLost] → softLock.kickedOut');
    expect(shape.transitions).toContain('softLock.active (always) [isPastExpiry] → softLock.expired');
    expect(shape.transitions).toContain('softLock.active tick → (self)');
  });

  it('splits covered from missed with what the tests recorded', () => {
    const report = coverageOf('soft-lock', softLock.machine, {
      softLock: { states: ['softLock', 'softLock.active'], transitions: ['softLock.active lock.extend → softLock.extending'] },
    });
    expect(report.states.covered).toEqual(['softLock', 'softLock.active']);
    expect(report.states.missed).toHaveLength(5);
    expect(report.transitions.covered).toEqual(['softLock.active lock.extend → softLock.extending']);
  });

  it('records what the soft-lock tests reach by running them with the recorder', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lab-coverage-')), 'coverage.json');
    const { machines: report } = await runCoverage(file, ['state-machines/soft-lock/']);
    const soft = report.find((m) => m.name === 'soft-lock');
    expect(soft?.states.missed).toEqual([]);
    expect(soft?.transitions.covered).toContain('softLock.extending xstate.error.actor.extendLock [isLockLost] → softLock.kickedOut');
    // Machines whose tests did not run are reported as reached by nothing.
    expect(report.find((m) => m.name === 'showroom')?.states.covered).toEqual([]);
    expect(JSON.parse(readFileSync(file, 'utf8')).machines).toEqual(report);
  });
});
