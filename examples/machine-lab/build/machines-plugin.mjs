/**
 * Rollup plugin for the lab's browser build: `import modules from 'virtual:lab-machines'` gives
 * every machine folder's index module by folder name, found by globbing state-machines/ when the
 * lab is built (the same rule as engine/registry.ts, isMachineFolder). A new machine folder is in
 * the next build without touching the lab.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const VIRTUAL_ID = 'virtual:lab-machines';
const RESOLVED = '\0' + VIRTUAL_ID;
const NOT_MACHINES = new Set(['shared', 'testing']);

/** The machine folders of `root`, sorted. */
export function machineFolders(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_MACHINES.has(entry.name))
    .filter((entry) => {
      const files = readdirSync(path.join(root, entry.name));
      return files.includes(`${entry.name}.machine.ts`) && files.includes('index.ts');
    })
    .map((entry) => entry.name)
    .sort();
}

/** The virtual module's source: one namespace import per machine folder. */
export function machinesModule(root) {
  const folders = machineFolders(root);
  const imports = folders.map((name, i) => `import * as m${i} from ${JSON.stringify(path.join(root, name, 'index.ts'))};`);
  const entries = folders.map((name, i) => `  ${JSON.stringify(name)}: m${i},`);
  return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
}

export function labMachines(root = path.resolve('state-machines')) {
  return {
    name: 'lrdx-lab-machines',
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      // Rebuild in watch mode when a machine folder appears.
      if (existsSync(root)) this.addWatchFile(root);
      return machinesModule(root);
    },
  };
}
