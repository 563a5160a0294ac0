/**
 * Every machine folder of state-machines/ (found on disk, so a new machine is covered the day it is
 * added) gets generated paths: at least one, without an error, and each shortest path runs on a real
 * lab actor to the state the graph says. The walk uses the machine's preset: its input, its events'
 * sample payloads and its calls' sample answers, all checked by tsc against the machine's types.
 */
import { describe, expect, it } from 'vitest';
import { discoverMachines, machineFolders } from './discover.js';
import { newSession } from './new-session.js';
import { generatePaths, runPath } from './paths.js';
import { presetOf } from '../presets/index.js';

const folders = machineFolders();
const machines = await discoverMachines();

describe('generated paths of every machine', () => {
  it('finds every machine folder', () => {
    expect(folders.length).toBeGreaterThan(10);
    expect(machines.map((m) => m.name)).toEqual(folders);
  });

  for (const name of folders) {
    it(`${name}: at least one path, no error, each shortest path runs on a lab actor`, async () => {
      const entry = machines.find((m) => m.name === name);
      if (!entry) throw new Error(`${name} was not discovered`);
      const preset = presetOf(name);
      const session = newSession(entry);
      const paths = generatePaths(entry, session, { events: preset.events, calls: preset.samples });
      expect(paths.shortest.length + paths.simple.length).toBeGreaterThan(0);
      for (const path of paths.shortest) {
        const run = await runPath(entry, session, path);
        run.engine.stop();
        expect(run.failure, `${name}: ${path.events.map((e) => e.type).join(' → ')}`).toBeNull();
        expect(run.engine.snapshot().status).not.toBe('error');
      }
    });
  }
});
