/** Save and load a session file, export it as a vitest file, and a bug report link that carries it. */
import { useState } from 'react';
import type { LabEngine } from '../engine/engine.js';
import { exportTest } from '../engine/export-test.js';
import { parseSession, sessionToHash, type LabSession } from '../engine/session.js';

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function SessionPanel({ engine, onLoad }: { engine: LabEngine; onLoad: (session: LabSession) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const session = engine.toSession();
  const link = `${location.origin}${location.pathname}${sessionToHash(session)}`;
  const slug = engine.entry.name;
  return (
    <section aria-labelledby="session-h">
      <h2 id="session-h">Session</h2>
      <div className="row">
        <button type="button" onClick={() => download(`${slug}.session.json`, JSON.stringify(session, null, 2) + '\n', 'application/json')}>
          Save session file
        </button>
        <label className="file">
          Load session file
          <input
            type="file"
            accept="application/json,.json"
            onChange={async (e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (!file) return;
              try {
                setProblem(null);
                onLoad(parseSession(await file.text()));
              } catch (error) {
                setProblem((error as Error).message);
              }
            }}
          />
        </label>
        <button type="button" onClick={() => download(`${slug}.lab-session.test.ts`, exportTest(engine), 'text/plain')}>
          Export vitest file
        </button>
        <a href={link} id="bug-link">
          Bug report link (carries the session)
        </a>
      </div>
      <p className="hint">
        Save the exported file as <code>state-machines/{slug}/</code>
        <code>{slug}.lab-session.test.ts</code>: it runs in <code>npm test</code> as it is.
      </p>
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
