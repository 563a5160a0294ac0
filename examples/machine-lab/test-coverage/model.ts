/**
 * What coverage counts: every state node and every transition of a machine, named so the recorder
 * (running the machine tests) and the lab (reading the machine) agree without sharing objects.
 * A transition is `<source id> <event>[ [guard]] → <target ids>`; an eventless one shows `(always)`,
 * one without a target `(self)`.
 */
import type { AnyStateMachine } from 'xstate';

interface NodeLike {
  id: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}
interface TransitionLike {
  source: { id: string };
  eventType: string;
  guard?: unknown;
  target?: readonly { id: string }[] | undefined;
}

function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline';
}

export function transitionKey(t: TransitionLike): string {
  const guard = guardName(t.guard);
  const targets = t.target?.length ? t.target.map((node) => node.id).join(', ') : '(self)';
  return `${t.source.id} ${t.eventType || '(always)'}${guard ? ` [${guard}]` : ''} → ${targets}`;
}

/** Every state node id (the root included) and every transition key of the machine. */
export function machineShape(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  const walk = (node: NodeLike) => {
    states.push(node.id);
    for (const list of node.transitions.values()) for (const t of list) transitions.push(transitionKey(t));
    for (const t of node.always ?? []) transitions.push(transitionKey(t));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as NodeLike);
  return { states, transitions: [...new Set(transitions)] };
}

/** What the tests reached, per machine id (the machine's root id, e.g. `softLock`). */
export type RecordedCoverage = Record<string, { states: string[]; transitions: string[] }>;

export interface MachineCoverage {
  name: string;
  states: { all: string[]; covered: string[]; missed: string[] };
  transitions: { all: string[]; covered: string[]; missed: string[] };
}

export function coverageOf(name: string, machine: AnyStateMachine, recorded: RecordedCoverage): MachineCoverage {
  const shape = machineShape(machine);
  const seen = recorded[machine.id] ?? { states: [], transitions: [] };
  const split = (all: string[], hit: string[]) => {
    const set = new Set(hit);
    return { all, covered: all.filter((item) => set.has(item)), missed: all.filter((item) => !set.has(item)) };
  };
  return { name, states: split(shape.states, seen.states), transitions: split(shape.transitions, seen.transitions) };
}
