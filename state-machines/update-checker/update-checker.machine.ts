/**
 * Select-vehicle-to-update: choose a parent (a model) and a child (a model year), press 'Show me'
 * and see the matching result groups (domain/vehicle-update); each group's button opens its
 * how-to-update modal. Everything comes from the block's JSON, so there is no call. Changing a
 * choice hides the old results until 'Show me' is pressed again; 'clear' starts over.
 */
import { assertEvent, assign, setup } from 'xstate';
import { matchingGroupKeys, type UpdateMapper } from '../../domain/vehicle-update/update-matcher.js';
import { eventValue } from '../shared/event-value.js';

export interface UpdateCheckerContext {
  mapper: UpdateMapper;
  /** '' = all. */
  parentKey: string;
  childKey: string;
  /** The groups shown (set by 'show'). */
  results: string[];
  /** The group whose modal is open. */
  modalKey: string;
}

export type UpdateCheckerEvent =
  | { type: 'parent.select'; key: string }
  | { type: 'child.select'; key: string }
  | { type: 'show' }
  | { type: 'clear' }
  | { type: 'modal.open'; key: string }
  | { type: 'modal.close' };

export const updateCheckerMachine = setup({
  types: {
    context: {} as UpdateCheckerContext,
    events: {} as UpdateCheckerEvent,
    input: {} as { mapper: UpdateMapper },
  },
  guards: {
    isKnownParent: ({ context, event }) => {
      assertEvent(event, 'parent.select');
      return event.key === '' || context.mapper.parents.some((p) => p.key === event.key);
    },
    isKnownChild: ({ context, event }) => {
      assertEvent(event, 'child.select');
      const parent = context.mapper.parents.find((p) => p.key === context.parentKey);
      return event.key === '' || (parent?.children.some((c) => c.key === event.key) ?? false);
    },
    isShownGroup: ({ context, event }) => {
      assertEvent(event, 'modal.open');
      return context.results.includes(event.key);
    },
  },
  actions: {
    selectParent: assign(({ event }) => {
      assertEvent(event, 'parent.select');
      return { parentKey: event.key, childKey: '', results: [], modalKey: '' };
    }),
    selectChild: assign(({ event }) => {
      assertEvent(event, 'child.select');
      return { childKey: event.key, results: [], modalKey: '' };
    }),
    match: assign({ results: ({ context }) => matchingGroupKeys(context.mapper, context.parentKey, context.childKey) }),
    clear: assign({ parentKey: '', childKey: '', results: [], modalKey: '' }),
    openModal: assign({ modalKey: eventValue('modal.open', 'key') }),
    closeModal: assign({ modalKey: '' }),
  },
}).createMachine({
  id: 'updateChecker',
  context: ({ input }) => ({ mapper: input.mapper, parentKey: '', childKey: '', results: [], modalKey: '' }),
  initial: 'choosing',
  on: {
    'parent.select': { guard: 'isKnownParent', target: '.choosing', actions: 'selectParent' },
    'child.select': { guard: 'isKnownChild', target: '.choosing', actions: 'selectChild' },
    clear: { target: '.choosing', actions: 'clear' },
  },
  states: {
    choosing: {
      on: { show: { target: 'showing', actions: 'match' } },
    },
    showing: {
      initial: 'list',
      states: {
        list: { on: { 'modal.open': { guard: 'isShownGroup', target: 'modal', actions: 'openModal' } } },
        modal: { on: { 'modal.close': { target: 'list', actions: 'closeModal' } } },
      },
    },
  },
});

export type UpdateCheckerMachine = typeof updateCheckerMachine;
