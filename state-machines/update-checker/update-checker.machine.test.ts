import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { readUpdateMapper } from '../../domain/vehicle-update/update-matcher.js';
import { createHarness, modelParams, walkShortestPaths } from '../testing/harness.js';
import { updateCheckerMachine, type UpdateCheckerEvent } from './index.js';

const MAPPER = readUpdateMapper({
  dropdowns: [
    { label: 'Defender', key: 'defender', children: ['2021', '2023'] },
    { label: 'Discovery', key: 'discovery', children: ['2022'] },
  ],
  subblocks_groups: [
    { key: 'pivi', match_dropdowns: [{ parent_key: 'defender', child_key: ['2021'] }] },
    { key: 'pivi-pro', match_dropdowns: [{ parent_key: 'defender', child_key: ['2023'] }] },
  ],
});
const input = { mapper: MAPPER };

type Snapshot = SnapshotFrom<typeof updateCheckerMachine>;
const abstractState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.parentKey, s.context.childKey, s.context.results, s.context.modalKey]);

const EVENTS: UpdateCheckerEvent[] = [
  { type: 'parent.select', key: 'defender' },
  { type: 'parent.select', key: 'discovery' },
  { type: 'parent.select', key: 'nope' },
  { type: 'child.select', key: '2021' },
  { type: 'child.select', key: '2022' },
  { type: 'show' },
  { type: 'clear' },
  { type: 'modal.open', key: 'pivi' },
  { type: 'modal.open', key: 'pivi-pro' },
  { type: 'modal.close' },
];

describe('update-checker machine, model-based', () => {
  walkShortestPaths(
    updateCheckerMachine,
    { input, events: EVENTS, serializeState: abstractState },
    ['"choosing"', '{"showing":"list"}', '{"showing":"modal"}'],
    () => modelParams(createHarness(updateCheckerMachine, { calls: [], input }), { serializeState: abstractState, callsOut: () => [] }),
  );
});

describe('update-checker machine, what the visitor sees', () => {
  it('shows the groups of the chosen model and year, opens and closes a group modal', () => {
    const actor = createActor(updateCheckerMachine, { input }).start();
    actor.send({ type: 'parent.select', key: 'defender' });
    actor.send({ type: 'child.select', key: '2023' });
    actor.send({ type: 'show' });
    expect(actor.getSnapshot().context.results).toEqual(['pivi-pro']);
    actor.send({ type: 'modal.open', key: 'pivi' });
    expect(actor.getSnapshot().value).toEqual({ showing: 'list' });
    actor.send({ type: 'modal.open', key: 'pivi-pro' });
    expect(actor.getSnapshot().context.modalKey).toBe('pivi-pro');
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toEqual({ showing: 'list' });
  });

  it('a new model resets the year and hides the old results; a year of another model is refused', () => {
    const actor = createActor(updateCheckerMachine, { input }).start();
    actor.send({ type: 'parent.select', key: 'defender' });
    actor.send({ type: 'child.select', key: '2021' });
    actor.send({ type: 'show' });
    actor.send({ type: 'parent.select', key: 'discovery' });
    expect(actor.getSnapshot().context).toMatchObject({ parentKey: 'discovery', childKey: '', results: [] });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'child.select', key: '2021' });
    expect(actor.getSnapshot().context.childKey).toBe('');
  });

  it('"Show me" with nothing chosen shows every group; clear starts over', () => {
    const actor = createActor(updateCheckerMachine, { input }).start();
    actor.send({ type: 'show' });
    expect(actor.getSnapshot().context.results).toEqual(['pivi', 'pivi-pro']);
    actor.send({ type: 'clear' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.results).toEqual([]);
  });
});
