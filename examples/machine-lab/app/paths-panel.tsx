/** Generated paths (xstate/graph) with counts and a run button each, and what the existing tests cover. */
import { useMemo, useState } from 'react';
import type { LabEngine } from '../engine/engine.js';
import { generatePaths, type LabPath, type PathSamples } from '../engine/paths.js';
import type { MachineCoverage } from '../test-coverage/model.js';

interface Props {
  engine: LabEngine;
  /** The machine's event payloads and call answers (presets/). */
  samples: PathSamples;
  /** Runs a path; the lab then shows the engine that ran it. */
  onRun: (path: LabPath) => void;
  result: string | null;
}

export function PathsPanel({ engine, samples, onRun, result }: Props) {
  const answersKey = JSON.stringify(engine.answers);
  const paths = useMemo(() => {
    try {
      return generatePaths(engine.entry, { ...engine.session, answers: engine.answers }, samples);
    } catch (error) {
      return error as Error;
    }
    // Paths depend on the machine, its input and the chosen answers only.
  }, [engine.entry, engine.session.input, answersKey]);
  const [shown, setShown] = useState<'shortest' | 'simple'>('shortest');
  if (paths instanceof Error) return <p role="alert">Paths could not be generated: {paths.message}</p>;
  const list = paths[shown];
  return (
    <section aria-labelledby="paths-h">
      <h2 id="paths-h">Generated paths</h2>
      <p>
        {paths.shortest.length} shortest, {paths.simple.length}
        {paths.simpleCut ? '+' : ''} simple (walked with the answers chosen above; a call in manual mode answers its sample or fails).
      </p>
      <div className="row" role="group" aria-label="Which paths">
        <button type="button" aria-pressed={shown === 'shortest'} onClick={() => setShown('shortest')}>
          Shortest ({paths.shortest.length})
        </button>
        <button type="button" aria-pressed={shown === 'simple'} onClick={() => setShown('simple')}>
          Simple ({paths.simple.length})
        </button>
      </div>
      {result && <p role="status">{result}</p>}
      <ol className="paths">
        {list.map((path, i) => (
          <li key={i}>
            <button type="button" onClick={() => onRun(path)} aria-label={`Run path ${i + 1} to ${path.target}`}>
              Run
            </button>{' '}
            → <strong>{path.target}</strong>: {path.events.map((e) => e.type.replace('xstate.', '')).join(' → ')}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CoveragePanel({ coverage }: { coverage: MachineCoverage | null | 'missing' }) {
  return (
    <section aria-labelledby="coverage-h">
      <h2 id="coverage-h">Covered by the existing tests</h2>
      {coverage === 'missing' && (
        <p>
          No coverage yet: run <code>npm run lab -- --coverage</code> (runs the machine tests with a recorder) and reload.
        </p>
      )}
      {coverage && coverage !== 'missing' && (
        <>
          <p>
            States {coverage.states.covered.length}/{coverage.states.all.length}, transitions {coverage.transitions.covered.length}/
            {coverage.transitions.all.length}. States never reached are drawn dashed.
          </p>
          <details>
            <summary>Never reached ({coverage.states.missed.length + coverage.transitions.missed.length})</summary>
            <ul>
              {[...coverage.states.missed, ...coverage.transitions.missed].map((item) => (
                <li key={item}>
                  <code>{item}</code>
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
