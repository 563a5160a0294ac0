/**
 * The machine lab: pick a machine, see it drawn with its current state, drive it (events, call
 * answers, the clock), go back along the timeline, run generated paths, and save, share or export
 * the session. Everything runs on the engine (../engine/), which the CLI and the tests use too.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { LabEngine } from '../engine/engine.js';
import { newSession } from '../engine/new-session.js';
import { runPath, type LabPath } from '../engine/paths.js';
import type { LabMachine } from '../engine/registry.js';
import { sessionFromHash, type LabSession } from '../engine/session.js';
import type { EventSchemas } from '../engine/event-schema.js';
import { presetOf } from '../presets/index.js';
import { REAL_CALLS } from '../presets/real-calls.js';
import type { MachineCoverage } from '../test-coverage/model.js';
import { JsonTree } from './json-tree.js';
import { AnswersPanel, ClockPanel, EventsPanel, Timeline } from './panels.js';
import { CoveragePanel, PathsPanel } from './paths-panel.js';
import { SessionPanel } from './session-panel.js';
import { WidgetPanel } from './widget-panel.js';
import { LabActorFacade } from '../engine/actor-facade.js';
import { Statechart } from './statechart.js';

interface Props {
  machines: LabMachine[];
  apiBase: string;
  /** Each machine's event payload forms, from its event types (build/event-schemas.mjs). */
  schemas: EventSchemas;
}

function initialChoice(machines: LabMachine[]): { name: string; session: LabSession | null; problem: string | null } {
  try {
    const session = sessionFromHash(location.hash);
    if (session) return { name: session.machine, session, problem: null };
  } catch (error) {
    return { name: machines[0]?.name ?? '', session: null, problem: `The link's session could not be read: ${(error as Error).message}` };
  }
  const named = /[#&]machine=([\w-]+)/.exec(location.hash)?.[1];
  return { name: machines.some((m) => m.name === named) ? (named as string) : (machines[0]?.name ?? ''), session: null, problem: null };
}

export function LabApp({ machines, apiBase, schemas }: Props) {
  const first = useMemo(() => initialChoice(machines), []);
  const [name, setName] = useState(first.name);
  const [engine, setEngine] = useState<LabEngine | null>(null);
  const [, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(first.problem);
  const [pathResult, setPathResult] = useState<string | null>(null);
  const [coverage, setCoverage] = useState<MachineCoverage[] | 'missing' | null>(null);
  const [inputText, setInputText] = useState('');
  const pending = useRef<LabSession | null>(first.session);
  const engineRef = useRef<LabEngine | null>(null);
  engineRef.current = engine;
  // One piece of lab work at a time: QA's clicks and the widget's sends become steps in order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const facadeRef = useRef<LabActorFacade | null>(null);
  const entry = machines.find((m) => m.name === name) ?? machines[0];

  const options = (m: LabMachine) => ({
    real: REAL_CALLS[m.name] ?? {},
    apiBase,
    eventSamples: presetOf(m.name).events,
    onChange: () => {
      setVersion((v) => v + 1);
      facadeRef.current?.notify();
    },
  });

  const start = async (m: LabMachine, session: LabSession) => {
    engine?.stop();
    setBusy(true);
    try {
      const next = await new LabEngine(m, session, options(m)).start();
      setEngine(next);
      setInputText(JSON.stringify(next.session.input, null, 2));
      setProblem(null);
    } catch (error) {
      setProblem(`The machine could not start: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!entry) return;
    const session = pending.current?.machine === entry.name ? pending.current : newSession(entry);
    pending.current = null;
    setPathResult(null);
    void start(entry, session);
    if (!location.hash.includes('session=')) history.replaceState(null, '', `#machine=${entry.name}`);
  }, [entry]);

  // A new engine (a session loaded, a path run) is a new snapshot for the widget.
  useEffect(() => facadeRef.current?.notify(), [engine]);

  useEffect(() => {
    fetch('./coverage.json')
      .then((response) => (response.ok ? response.json() : null))
      .then((data: { machines: MachineCoverage[] } | null) => setCoverage(data?.machines ?? 'missing'))
      .catch(() => setCoverage('missing'));
  }, []);

  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    queue.current = queue.current
      .then(work)
      .catch((error: unknown) => setProblem((error as Error).message))
      .finally(() => {
        setBusy(false);
        setVersion((v) => v + 1);
        facadeRef.current?.notify();
      });
  };
  facadeRef.current ??= new LabActorFacade(() => engineRef.current, run);

  if (!entry) return <p>No machines found in state-machines/.</p>;
  const snapshot = engine?.snapshot();
  const active = snapshot ? (snapshot as unknown as { _nodes: { id: string }[] })._nodes.map((n) => n.id) : [];
  const machineCoverage = Array.isArray(coverage) ? (coverage.find((c) => c.name === entry.name) ?? null) : coverage;

  const preset = presetOf(entry.name);
  const pathSamples = { events: preset.events, calls: preset.samples };

  const runOnePath = (path: LabPath) => {
    if (!engine) return;
    run(async () => {
      const result = await runPath(entry, { ...engine.session, answers: engine.answers }, path, options(entry));
      engine.stop();
      setEngine(result.engine);
      setPathResult(result.ok ? `The path ran to ${path.target}, every step as the graph says.` : `The path failed: ${result.failure}`);
    });
  };

  return (
    <div className="lab" aria-busy={busy}>
      <header className="lab-head">
        <h1>Machine lab</h1>
        <label htmlFor="machine-picker">Machine</label>
        <select id="machine-picker" value={entry.name} onChange={(e) => setName((e.target as HTMLSelectElement).value)}>
          {machines.map((m) => (
            <option key={m.name} value={m.name}>
              {m.name}
            </option>
          ))}
        </select>
        <p className="state-now" role="status" aria-live="polite">
          State: <strong data-testid="current-state">{engine?.state ?? '…'}</strong>
          {snapshot && snapshot.status !== 'active' ? ` (${snapshot.status})` : ''}
        </p>
      </header>
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
      {engine && engine.entry === entry && (
        <div className="columns">
          <div className="main-column">
            <section aria-labelledby="chart-h">
              <h2 id="chart-h">Statechart</h2>
              <div className="chart-scroll" tabIndex={0} aria-label="Statechart, scrollable">
                <Statechart
                  machine={entry.machine}
                  active={active}
                  missed={machineCoverage && machineCoverage !== 'missing' ? machineCoverage.states.missed : []}
                />
              </div>
            </section>
            <EventsPanel engine={engine} run={run} schemas={schemas[entry.name] ?? {}} />
            <Timeline engine={engine} run={run} />
            <PathsPanel engine={engine} samples={pathSamples} onRun={runOnePath} result={pathResult} />
            <CoveragePanel coverage={machineCoverage} />
          </div>
          <div className="side-column">
            <section aria-labelledby="context-h">
              <h2 id="context-h">Context</h2>
              <JsonTree name="context" value={engine.timeline.at(-1)?.context} />
            </section>
            <WidgetPanel engine={engine} facade={facadeRef.current} apiBase={apiBase} />
            <ClockPanel engine={engine} run={run} />
            <AnswersPanel engine={engine} run={run} />
            <section aria-labelledby="input-h">
              <h2 id="input-h">Input</h2>
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  try {
                    const input: unknown = JSON.parse(inputText);
                    run(() => engine.reset({ input }));
                  } catch (error) {
                    setProblem(`The input is not JSON: ${(error as Error).message}`);
                  }
                }}
              >
                <label htmlFor="machine-input">The machine's input (JSON)</label>
                <textarea
                  id="machine-input"
                  rows={6}
                  value={inputText}
                  onInput={(e) => setInputText((e.target as HTMLTextAreaElement).value)}
                  spellCheck={false}
                />
                <button type="submit">Restart with this input</button>
              </form>
            </section>
            <SessionPanel
              engine={engine}
              onLoad={(session) => {
                const target = machines.find((m) => m.name === session.machine);
                if (!target) return setProblem(`The session is of an unknown machine: ${session.machine}`);
                if (target === entry) void start(target, session);
                else {
                  pending.current = session;
                  setName(target.name);
                }
              }}
            />
          </div>
        </div>
      )}
    </div>
  );
}
