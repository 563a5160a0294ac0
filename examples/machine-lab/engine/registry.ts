/**
 * The lab's list of machines, found in state-machines/ rather than written down: every folder with a
 * `<name>.machine.ts` and an `index.ts` is a machine, and its index exports exactly one XState
 * machine. Node reads the folder (engine/discover.ts); the browser build gets the same list from a
 * rollup plugin that globs the folder (build/machines-plugin.mjs). Either way a new machine folder
 * appears in the lab without touching the lab.
 */
import { StateMachine, type AnyStateMachine } from 'xstate';

export interface LabMachine {
  /** The folder name, e.g. `soft-lock`: what QA picks and what a session names. */
  name: string;
  /** The export of the folder's index.ts that holds the machine, e.g. `softLockMachine`. */
  exportName: string;
  machine: AnyStateMachine;
  /** The calls (actors named in the machine's `setup`), each answered the way QA chooses. */
  actors: string[];
}

/** Folders of state-machines/ that hold helpers, not machines. */
export const NOT_MACHINES = new Set(['shared', 'testing']);

/** A folder is a machine when it has `<folder>.machine.ts` and `index.ts`. */
export function isMachineFolder(folder: string, files: readonly string[]): boolean {
  return !NOT_MACHINES.has(folder) && files.includes(`${folder}.machine.ts`) && files.includes('index.ts');
}

export function isMachine(value: unknown): value is AnyStateMachine {
  return value instanceof StateMachine;
}

/** The machine a folder's index exports; throws when there is none or more than one. */
export function labMachineOf(name: string, module: Record<string, unknown>): LabMachine {
  const found = Object.entries(module).filter(([, value]) => isMachine(value));
  if (found.length !== 1) {
    throw new Error(`state-machines/${name}/index.ts must export exactly one machine (found ${found.length})`);
  }
  const [exportName, machine] = found[0] as [string, AnyStateMachine];
  return { name, exportName, machine, actors: Object.keys(machine.implementations.actors ?? {}).sort() };
}

/** Every machine, by folder name, sorted. */
export function labMachinesOf(modules: Record<string, Record<string, unknown>>): LabMachine[] {
  return Object.keys(modules)
    .sort()
    .map((name) => labMachineOf(name, modules[name] as Record<string, unknown>));
}
