/**
 * The lab's answers: each machine's sample answers are answers its machine takes (its own guards
 * and assigns run on them without an error, and the call is no longer waited for), a recorded
 * answer given again carries the current request's id, restarting keeps the answer modes, a real
 * call's failure says what failed, and a step can wait for a real answer.
 */
import { describe, expect, it } from 'vitest';
import { discoverMachines } from './discover.js';
import { LabEngine, replay } from './engine.js';
import { explained } from './calls.js';
import { newSession } from './new-session.js';
import { carryRequestId, fillTemplates, type AnswerMode, type LabSession } from './session.js';
import { presetOf } from '../presets/index.js';

const machines = await discoverMachines();
const entryOf = (name: string) => {
  const entry = machines.find((m) => m.name === name);
  if (!entry) throw new Error(`no ${name}`);
  return entry;
};
const stock = entryOf('stock-locator');

describe('sample answers', () => {
  for (const entry of machines) {
    it(`${entry.name}: every call has a sample answer its machine takes`, async () => {
      const samples = presetOf(entry.name).samples;
      expect(Object.keys(samples).sort()).toEqual(entry.actors);
      // Every call answers its sample at once: whatever goes out while the machine runs is answered.
      const answers = Object.fromEntries(entry.actors.map((actor) => [actor, { mode: 'success', data: samples[actor] } as AnswerMode]));
      const engine = await new LabEngine(entry, { ...newSession(entry), answers }).start();
      const events = presetOf(entry.name).events;
      // The events that need no payload or have a sample, once each: what makes the calls go out.
      for (const accepted of engine.accepted())
        if (accepted.can) await engine.send({ ...(events[accepted.type] ?? {}), type: accepted.type });
      expect(engine.snapshot().status).not.toBe('error');
      expect(engine.calls.waiting()).toEqual([]);
      for (const record of engine.calls.records) expect(['answered', 'aborted']).toContain(record.status);
      engine.stop();
    });
  }

  it('the stock locator leaves loading with its sample listing and settings (not `{}`)', async () => {
    const samples = presetOf('stock-locator').samples;
    const answers = {
      fetchListing: { mode: 'success', data: samples.fetchListing } as AnswerMode,
      fetchSettings: { mode: 'success', data: samples.fetchSettings } as AnswerMode,
    };
    const engine = await new LabEngine(stock, { ...newSession(stock), answers }).start();
    expect(engine.state).toBe('loaded');
    expect(engine.snapshot().context).toMatchObject({ settingsStatus: 'loaded', total: 2, pages: 1, requestId: 1 });
    // A filter is a new request (id 2): the same sample answers it, with that id.
    await engine.send({ type: 'filters.toggle', key: 'family', value: 'Range Rover' });
    expect(engine.state).toBe('loaded');
    expect(engine.snapshot().context.requestId).toBe(2);
    engine.stop();
  });
});

describe('a recorded answer given again', () => {
  it('carries the id of the request out now, so the machine takes it instead of hanging in loading', async () => {
    const samples = presetOf('stock-locator').samples;
    // As the real server answered request 1.
    const output = fillTemplates(samples.fetchListing, 0, { requestId: 1 });
    expect(output).toMatchObject({ requestId: 1 });
    const answers: Record<string, AnswerMode> = {
      fetchListing: { mode: 'recorded', outcome: { ok: true, output } },
      fetchSettings: { mode: 'success', data: samples.fetchSettings },
    };
    const engine = await new LabEngine(stock, { ...newSession(stock), answers }).start();
    expect(engine.state).toBe('loaded');
    await engine.send({ type: 'sort.change', sort: 'priceAsc' });
    expect(engine.snapshot().context.requestId).toBe(2);
    expect(engine.state).toBe('loaded');
    expect(
      engine.calls.records
        .filter((r) => r.actor === 'fetchListing')
        .map((r) => (r.outcome as { output: { requestId: number } }).output.requestId),
    ).toEqual([1, 2]);
    engine.stop();
  });

  it('leaves answers without a request id as they are', () => {
    expect(carryRequestId({ lockId: 'a' }, { requestId: 3 })).toEqual({ lockId: 'a' });
    expect(carryRequestId({ requestId: 1, x: 1 }, { lockId: 'a' })).toEqual({ requestId: 1, x: 1 });
    expect(carryRequestId({ requestId: 1, x: 1 }, { requestId: 4 })).toEqual({ requestId: 4, x: 1 });
  });
});

describe('restart', () => {
  it('keeps the answer modes QA chose', async () => {
    const engine = await new LabEngine(stock, newSession(stock)).start();
    expect(engine.answers.fetchSettings).toEqual({ mode: 'manual' });
    const settings = { mode: 'success', data: presetOf('stock-locator').samples.fetchSettings } as AnswerMode;
    await engine.setAnswer('fetchSettings', settings);
    await engine.restart();
    expect(engine.answers.fetchSettings).toEqual(settings);
    expect(engine.session.steps).toEqual([]);
    expect(engine.snapshot().context.settingsStatus).toBe('loaded');
    await engine.reset({ input: { listKey: 'other' } });
    expect(engine.answers.fetchSettings).toEqual(settings);
    engine.stop();
  });
});

describe('a real call', () => {
  it("says what failed: status, code, message, the server's details and the URL", () => {
    const refused = Object.assign(new Error('This site may not show this listing'), {
      code: 'origin_not_allowed',
      status: 403,
      details: { origin: 'http://127.0.0.1:8081' },
      url: 'http://localhost:8080/public_api/listing/iraq',
    });
    expect(explained(refused, 'http://localhost:8080')).toEqual({
      code: 'origin_not_allowed',
      message: 'http://localhost:8080/public_api/listing/iraq answered 403: This site may not show this listing',
      status: 403,
      url: 'http://localhost:8080/public_api/listing/iraq',
      details: { origin: 'http://127.0.0.1:8081' },
    });
    const offline = explained({ code: 'network_error', message: 'fetch failed', status: 0 }, 'http://localhost:9');
    expect(offline).toMatchObject({ code: 'network_error', status: 0, url: 'http://localhost:9' });
    expect(offline.message).toBe(
      "no answer from http://localhost:9: fetch failed. Is the server running there, and does it allow this page's origin (CORS)?",
    );
  });

  it('is waited for by each step when the replay asks (the terminal), so the step is checked after the answer', async () => {
    const samples = presetOf('stock-locator').samples;
    const session: LabSession = {
      ...newSession(stock),
      answers: { fetchListing: { mode: 'real' }, fetchSettings: { mode: 'success', data: samples.fetchSettings } },
      steps: [{ kind: 'event', event: { type: 'sort.change', sort: 'priceAsc' }, expect: 'loaded' }],
    };
    // A server that answers on a later turn of the event loop (a real one takes milliseconds to seconds).
    const real = {
      fetchListing: (input: unknown) =>
        new Promise<unknown>((resolve) => setTimeout(() => resolve(fillTemplates(samples.fetchListing, 0, input)), 20)),
    };
    const waiting = await replay(stock, session, { real, waitForReal: true });
    expect(waiting.timeline.map((e) => e.state)).toEqual(['loaded', 'loaded']);
    expect(waiting.mismatches()).toEqual([]);
    waiting.stop();
  });
});
