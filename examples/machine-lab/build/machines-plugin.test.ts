import { describe, expect, it } from 'vitest';
import { MACHINES_ROOT, machineFolders as nodeFolders } from '../engine/discover.js';
import { machineFolders, machinesModule } from './machines-plugin.mjs';

describe('the browser build lists the machines', () => {
  it('imports every machine folder the lab knows in node, by name', () => {
    const folders = machineFolders(MACHINES_ROOT);
    expect(folders).toEqual(nodeFolders());
    const source = machinesModule(MACHINES_ROOT);
    for (const name of folders) {
      expect(source).toContain(`${MACHINES_ROOT}/${name}/index.ts`);
      expect(source).toContain(`  "${name}": m`);
    }
  });
});
