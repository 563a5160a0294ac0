import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { withCheckDigit } from '../../domain/vin-check.js';
import { callsByState, createHarness, modelParams, walkShortestPaths } from '../testing/harness.js';
import { vinCheckerMachine, type VinCheckerEvent } from './index.js';

const VALID = withCheckDigit('SALEA8AA0PN600000');
const AFFECTED = {
  vin: VALID,
  affected: true,
  campaigns: [{ code: 'N512', title: { ku: 'ک', ar: 'ع', en: 'e' }, starts_on: '2026-03-01' }],
};
const CLEAR = { vin: VALID, affected: false, campaigns: [] };

type Snapshot = SnapshotFrom<typeof vinCheckerMachine>;
const abstractState = (s: Snapshot) => JSON.stringify([s.value, s.context.typed, s.context.result?.affected ?? null, !!s.context.error]);

const EVENTS: VinCheckerEvent[] = [
  { type: 'vin.change', value: VALID.toLowerCase() },
  { type: 'vin.change', value: 'SAL123' },
  { type: 'submit' },
  { type: 'retry' },
  { type: 'xstate.done.actor.checkVin', output: AFFECTED },
  { type: 'xstate.done.actor.checkVin', output: CLEAR },
  { type: 'xstate.error.actor.checkVin', error: { code: 'invalid_vin', message: 'bad', status: 400 } },
  { type: 'xstate.error.actor.checkVin', error: { code: 'network_error', message: 'offline', status: 0 } },
];

const harness = () => createHarness(vinCheckerMachine, { calls: ['checkVin'], input: {} });
const OUT = callsByState({ '"checking"': 'checkVin' });

describe('vin-checker machine, model-based', () => {
  walkShortestPaths(
    vinCheckerMachine,
    { input: {}, events: EVENTS, filterEvents: OUT.filterEvents, serializeState: abstractState },
    ['"affected"', '"checking"', '"editing"', '"failed"', '"invalid"', '"notAffected"'],
    () => modelParams(harness(), { serializeState: abstractState, callsOut: OUT.callsOut }),
  );
});

describe('vin-checker machine, what the visitor sees', () => {
  it('a malformed VIN is "not recognised" at once, without a call', () => {
    const h = harness();
    h.send({ type: 'vin.change', value: 'SAL 123' });
    h.send({ type: 'submit' });
    expect(h.snapshot().value).toBe('invalid');
    expect(h.calls.size).toBe(0);
  });

  it('sends the normalised VIN: Kurdish digits, lower case and spaces are accepted', async () => {
    const h = harness();
    const typed = ` ${VALID.slice(0, 9).toLowerCase()} ${VALID.slice(9).replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d)}`;
    h.send({ type: 'vin.change', value: typed });
    h.send({ type: 'submit' });
    expect(h.calls.input('checkVin')).toEqual({ vin: VALID });
    await h.answer('checkVin', AFFECTED);
    expect(h.snapshot().value).toBe('affected');
    expect(h.snapshot().context.result?.campaigns[0]?.code).toBe('N512');
  });

  it('typing again stops a check that is out and clears the old answer', async () => {
    const h = harness();
    h.send({ type: 'vin.change', value: VALID });
    h.send({ type: 'submit' });
    h.send({ type: 'vin.change', value: VALID.slice(0, 16) });
    expect(h.calls.size).toBe(0);
    expect(h.snapshot().value).toBe('editing');
    expect(h.snapshot().context.result).toBeNull();
  });

  it('a failed call keeps the VIN and checks again on retry', async () => {
    const h = harness();
    h.send({ type: 'vin.change', value: VALID });
    h.send({ type: 'submit' });
    await h.fail('checkVin', { code: 'rate_limited', message: 'slow down', status: 429 });
    expect(h.snapshot().value).toBe('failed');
    expect(h.snapshot().context.error?.code).toBe('rate_limited');
    h.send({ type: 'retry' });
    expect(h.calls.input('checkVin')).toEqual({ vin: VALID });
    await h.answer('checkVin', CLEAR);
    expect(h.snapshot().value).toBe('notAffected');
  });
});
