/** Node's way to the machine list (CLI and tests): read state-machines/ and import each folder's index. */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMachineFolder, labMachinesOf, type LabMachine } from './registry.js';

export const MACHINES_ROOT = resolve(import.meta.dirname, '../../../state-machines');

/** The machine folders' names, sorted. */
export function machineFolders(root = MACHINES_ROOT): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isMachineFolder(entry.name, readdirSync(join(root, entry.name))))
    .map((entry) => entry.name)
    .sort();
}

export async function discoverMachines(root = MACHINES_ROOT): Promise<LabMachine[]> {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const name of machineFolders(root)) {
    modules[name] = (await import(pathToFileURL(join(root, name, 'index.ts')).href)) as Record<string, unknown>;
  }
  return labMachinesOf(modules);
}
