/**
 * The actor a widget view runs its machine on: its own (`useMachine`, what a retailer's page always
 * gets), or one the page injected for that machine. The machine lab (examples/machine-lab/) injects
 * the actor QA drives, so the widget's screen and the lab's state can be checked together without a
 * forked copy of the widget or the machine. Injected actors are keyed by the machine's `id`, which
 * `.provide()` keeps, so a widget that provides its own calls still finds the lab's actor.
 */
import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import type { AnyStateMachine, EventObject } from 'xstate';

/** The part of an actor a widget view uses: its snapshot, changes to it, and `send`. */
export interface InjectedActor {
  getSnapshot(): unknown;
  subscribe(observer: { next?: (value: unknown) => void; error?: (error: unknown) => void }): { unsubscribe(): void };
  send(event: EventObject): void;
}

const InjectedActors = createContext<Readonly<Record<string, InjectedActor>>>({});

/** Gives the widgets inside it these actors (machine id → actor) instead of their own. */
export function InjectedActorsProvider({ actors, children }: { actors: Readonly<Record<string, InjectedActor>>; children?: ReactNode }) {
  return createElement(InjectedActors.Provider, { value: actors }, children);
}

/**
 * True while react-dom/server draws a widget's first screen (server/render/stock-first-pages.ts): no
 * effect runs and no actor starts there, so a view need not `.provide()` its machine with the
 * browser's calls. `.provide()` builds the machine's whole state tree again, which was a fifth of the
 * stock locator's server draw (docs/caching.md, "Render cost"); the machine as defined gives the same
 * first snapshot, since its initial state only reads the input.
 */
export function drawingOnServer(): boolean {
  return typeof window === 'undefined';
}

/** `useMachine` with the same signature, bound to an injected actor when one is given for this machine. */
export const useWidgetMachine: typeof useMachine = (machine, ...rest) => {
  const injected = useContext(InjectedActors)[(machine as AnyStateMachine).id];
  // Decided once per view: a provider wraps a widget from its first render to its last, and a hook
  // called conditionally must keep its choice for the component's life.
  const [own] = useState(() => injected === undefined);
  if (own || !injected) return useMachine(machine, ...rest);
  // The injected actor stands in for the machine's actor: the view reads and sends through it.
  const snapshot = useInjectedSnapshot(injected);
  return [snapshot, injected.send, injected] as never;
};

function useInjectedSnapshot(actor: InjectedActor): unknown {
  // useSelector needs only getSnapshot and subscribe, which an injected actor has.
  return useSelector(actor as never, (snapshot: unknown) => snapshot);
}
