/** The lab's smaller panels: events accepted now, call answers, the clock, the timeline. */
import { useState } from 'react';
import type { AcceptedEvent, LabEngine } from '../engine/engine.js';
import { carryRequestId, fillTemplates, type AnswerMode } from '../engine/session.js';
import { presetOf } from '../presets/index.js';
import { describeStep, formatDuration } from '../engine/describe.js';
import { formValuesOf, payloadOf, type EventField, type EventSchema, type FormValues } from '../engine/event-schema.js';

type Run = (work: () => Promise<unknown>) => void;

function parseJson(text: string): { value?: unknown; error?: string } {
  try {
    return { value: text.trim() ? JSON.parse(text) : {} };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** A payload field drawn from its type: a text or number input, a checkbox, a choice, or JSON. */
function FieldInput({
  field,
  id,
  value,
  problem,
  onChange,
}: {
  field: EventField;
  id: string;
  value: string | boolean;
  problem?: string;
  onChange: (value: string | boolean) => void;
}) {
  const hint = `${field.type}${field.optional ? ', optional' : ''}`;
  const described = `${id}-type${problem ? ` ${id}-problem` : ''}`;
  const common = { id, 'aria-describedby': described, 'aria-invalid': problem ? true : undefined };
  let input;
  if (field.kind === 'boolean') {
    input = (
      <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} />
    );
  } else if (field.kind === 'choice') {
    input = (
      <select {...common} value={String(value)} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        {(field.optional || field.nullable) && <option value="">{field.optional ? '(left out)' : 'null'}</option>}
        {(field.options ?? []).map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'json') {
    input = (
      <textarea
        {...common}
        rows={2}
        value={String(value)}
        spellCheck={false}
        onInput={(e) => onChange((e.target as HTMLTextAreaElement).value)}
      />
    );
  } else {
    input = (
      <input
        {...common}
        type={field.kind === 'number' ? 'number' : 'text'}
        step={field.kind === 'number' ? 'any' : undefined}
        value={String(value)}
        spellCheck={false}
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
      />
    );
  }
  return (
    <div className={`field field-${field.kind}`}>
      <label htmlFor={id}>{field.name}</label>
      {input}
      <small id={`${id}-type`} className="hint" title={field.doc || undefined}>
        {hint}
      </small>
      {problem && (
        <span id={`${id}-problem`} role="alert" className="problem-text">
          {problem}
        </span>
      )}
    </div>
  );
}

/** An event the machine takes now: one button, and a form for its payload from the machine's event type. */
function EventForm({ event, schema, run, engine }: { event: AcceptedEvent; schema: EventSchema | undefined; run: Run; engine: LabEngine }) {
  const [values, setValues] = useState<FormValues>(() => (schema ? formValuesOf(schema, event.sample) : {}));
  const [text, setText] = useState(JSON.stringify(event.sample));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const base = `payload-${event.type.replace(/\W/g, '-')}`;
  const send = (payload: Record<string, unknown>) => run(() => engine.send({ ...payload, type: event.type }));
  return (
    <form
      className="event-form"
      aria-label={`Event ${event.type}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (schema) {
          const result = payloadOf(schema, values);
          if (!result.ok) return setProblems(result.problems);
          setProblems({});
          return send(result.payload);
        }
        // No type found for this event (the build could not read it): the payload as JSON.
        const parsed = parseJson(text);
        if (parsed.error) return setProblems({ json: parsed.error });
        setProblems({});
        send(parsed.value as Record<string, unknown>);
      }}
    >
      <button
        type="submit"
        className={event.can === false ? 'quiet' : 'primary'}
        title={event.can === false ? 'Its guard refuses it now' : undefined}
      >
        {event.type}
      </button>
      {event.can === false && <span className="hint">guard says no now</span>}
      {schema && schema.fields.length > 0 && (
        <fieldset className="payload-fields">
          <legend className="visually-hidden">Payload of {event.type}</legend>
          {schema.fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              id={`${base}-${field.name}`}
              value={values[field.name] ?? ''}
              problem={problems[field.name]}
              onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
            />
          ))}
        </fieldset>
      )}
      {!schema && (
        <>
          <label htmlFor={base} className="visually-hidden">
            Payload of {event.type} (JSON)
          </label>
          <input
            id={base}
            className="payload"
            value={text}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
            spellCheck={false}
          />
          {problems.json && <span role="alert">{problems.json}</span>}
        </>
      )}
    </form>
  );
}

export function EventsPanel({ engine, run, schemas }: { engine: LabEngine; run: Run; schemas: Record<string, EventSchema> }) {
  const accepted = engine.accepted();
  return (
    <section aria-labelledby="events-h">
      <h2 id="events-h">Events accepted now</h2>
      {accepted.length === 0 && (
        <p>None: the machine is {engine.snapshot().status === 'done' ? 'in a final state' : 'waiting for a call or the clock'}.</p>
      )}
      {accepted.map((event) => (
        <EventForm key={`${engine.timeline.length}-${event.type}`} event={event} schema={schemas[event.type]} run={run} engine={engine} />
      ))}
    </section>
  );
}

const MODES: AnswerMode['mode'][] = ['manual', 'success', 'error', 'recorded', 'never', 'real'];

/**
 * A mode's starting answer: `success` and `recorded` start from the call's sample answer (a valid
 * answer of its type, presets/), never `{}`, which the machines' guards and assigns cannot take.
 */
function defaultsFor(mode: AnswerMode['mode'], current: AnswerMode, sample: unknown): AnswerMode {
  if (mode === current.mode) return current;
  switch (mode) {
    case 'success':
      return { mode, data: sample };
    case 'error':
      return { mode, error: { code: 'server_error', message: 'Something went wrong', status: 500 } };
    case 'recorded':
      return { mode, outcome: { ok: true, output: sample } };
    default:
      return { mode };
  }
}

/** The call's sample answer from the machine's preset. */
const sampleOf = (engine: LabEngine, actor: string): unknown => presetOf(engine.entry.name).samples[actor];

function AnswerEditor({ actor, engine, run }: { actor: string; engine: LabEngine; run: Run }) {
  const current = engine.answers[actor] ?? { mode: 'manual' };
  const [mode, setMode] = useState<AnswerMode['mode']>(current.mode);
  const draft = defaultsFor(mode, current, sampleOf(engine, actor));
  const { mode: _mode, delayMs, ...rest } = draft as AnswerMode & { delayMs?: number };
  const [text, setText] = useState(JSON.stringify(rest));
  const [delay, setDelay] = useState(String(delayMs ?? 0));
  const [problem, setProblem] = useState<string | null>(null);
  const base = `answer-${actor}`;
  const lastReal = [...engine.calls.records].reverse().find((c) => c.actor === actor && c.mode === 'real' && c.outcome);
  // What failed and why (status, code, message, URL), not only that it failed.
  const lastFailure = lastReal?.outcome && !lastReal.outcome.ok ? { mode: lastReal.mode, error: lastReal.outcome.error } : null;
  return (
    <form
      className="answer"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = parseJson(text);
        if (parsed.error) return setProblem(parsed.error);
        setProblem(null);
        const ms = Number(delay) || 0;
        const answer = { ...(parsed.value as object), mode, ...(ms > 0 ? { delayMs: ms } : {}) } as AnswerMode;
        run(() => engine.setAnswer(actor, answer));
      }}
    >
      <fieldset>
        <legend>
          <code>{actor}</code> answers: <strong>{current.mode}</strong>
        </legend>
        <label htmlFor={`${base}-mode`}>Mode</label>
        <select
          id={`${base}-mode`}
          value={mode}
          onChange={(e) => {
            const next = (e.target as HTMLSelectElement).value as AnswerMode['mode'];
            setMode(next);
            const {
              mode: _m,
              delayMs: _d,
              ...fields
            } = defaultsFor(next, current, sampleOf(engine, actor)) as AnswerMode & {
              delayMs?: number;
            };
            setText(JSON.stringify(fields));
          }}
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        {(mode === 'success' || mode === 'error' || mode === 'recorded') && (
          <>
            <label htmlFor={`${base}-data`}>
              {mode === 'success' ? 'Data ($now, $now+ms, $input.field)' : mode === 'error' ? 'Error body' : 'Recorded outcome'}
            </label>
            <textarea
              id={`${base}-data`}
              rows={3}
              value={text}
              onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
              spellCheck={false}
            />
            <label htmlFor={`${base}-delay`}>Delay (ms of the lab clock)</label>
            <input
              id={`${base}-delay`}
              type="number"
              min="0"
              value={delay}
              onInput={(e) => setDelay((e.target as HTMLInputElement).value)}
            />
          </>
        )}
        <button type="submit">Apply</button>
        {lastReal?.outcome && (
          // Given again, the answer carries the id of the request then out (engine/session.ts, carryRequestId).
          <button type="button" onClick={() => run(() => engine.setAnswer(actor, { mode: 'recorded', outcome: lastReal.outcome! }))}>
            Keep the last real answer as recorded
          </button>
        )}
        {lastFailure && (
          <p className="call-failure" role="alert">
            The last {lastFailure.mode} call of <code>{actor}</code> failed: <code>{JSON.stringify(lastFailure.error)}</code>
          </p>
        )}
        {problem && <span role="alert">{problem}</span>}
      </fieldset>
    </form>
  );
}

export function AnswersPanel({ engine, run }: { engine: LabEngine; run: Run }) {
  const waiting = engine.calls.waiting();
  return (
    <section aria-labelledby="answers-h">
      <h2 id="answers-h">Calls and their answers</h2>
      {engine.entry.actors.length === 0 && <p>This machine makes no calls.</p>}
      {waiting.length > 0 && (
        <ul className="waiting" aria-label="Calls waiting">
          {waiting.map((call) => (
            <li key={call.id}>
              <code>{call.actor}</code> is waiting ({call.mode}), input <code>{JSON.stringify(call.input)}</code>
              <button
                type="button"
                onClick={() =>
                  run(() =>
                    engine.answer(call.actor, {
                      ok: true,
                      // The sample, with this call's own input filled in (its request id, its lock id).
                      output: carryRequestId(fillTemplates(sampleOf(engine, call.actor), engine.clock.now(), call.input), call.input),
                    }),
                  )
                }
              >
                Answer {call.actor} with its sample
              </button>
              <button
                type="button"
                onClick={() =>
                  run(() => engine.answer(call.actor, { ok: false, error: { code: 'server_error', message: 'Lab failure', status: 500 } }))
                }
              >
                Fail {call.actor}
              </button>
            </li>
          ))}
        </ul>
      )}
      {engine.entry.actors.map((actor) => (
        <AnswerEditor key={`${actor}-${engine.timeline.length}`} actor={actor} engine={engine} run={run} />
      ))}
    </section>
  );
}

export function ClockPanel({ engine, run }: { engine: LabEngine; run: Run }) {
  const [minutes, setMinutes] = useState('14');
  const next = engine.clock.nextDue();
  const elapsed = engine.clock.now() - engine.session.startTime;
  return (
    <section aria-labelledby="clock-h">
      <h2 id="clock-h">Clock</h2>
      <p>
        <time dateTime={new Date(engine.clock.now()).toISOString()}>
          {new Date(engine.clock.now()).toISOString().replace('T', ' ').slice(0, 19)} UTC
        </time>{' '}
        ( +{formatDuration(elapsed)} since the start), {engine.clock.pendingTimers} timer(s) pending
        {next !== null ? `, next in ${formatDuration(next - engine.clock.now())}` : ''}.
      </p>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          run(() => engine.advance(Math.round(Number(minutes) * 60_000)));
        }}
      >
        <label htmlFor="clock-minutes">Minutes to jump</label>
        <input
          id="clock-minutes"
          type="number"
          min="0"
          step="any"
          value={minutes}
          onInput={(e) => setMinutes((e.target as HTMLInputElement).value)}
        />
        <button type="submit">Jump</button>
        <button type="button" onClick={() => run(() => engine.advance(60_000))}>
          +1 minute
        </button>
        <button
          type="button"
          disabled={next === null}
          onClick={() => next !== null && run(() => engine.advance(next - engine.clock.now()))}
        >
          To the next timer
        </button>
      </form>
    </section>
  );
}

export function Timeline({ engine, run }: { engine: LabEngine; run: Run }) {
  const last = engine.timeline.length - 1;
  return (
    <section aria-labelledby="timeline-h">
      <h2 id="timeline-h">Timeline</h2>
      <div className="row">
        <button type="button" disabled={last === 0} onClick={() => run(() => engine.back())}>
          Back one step
        </button>
        <button type="button" onClick={() => run(() => engine.restart())}>
          Restart
        </button>
      </div>
      <ol className="timeline">
        {engine.timeline.map((entry) => (
          <li key={entry.index}>
            <button
              type="button"
              aria-current={entry.index === last ? 'step' : undefined}
              onClick={() => entry.index !== last && run(() => engine.goTo(entry.index))}
              title="Return to this point"
            >
              <span className="step-name">{entry.step ? describeStep(entry.step) : 'start'}</span> → <strong>{entry.state}</strong>
              {entry.calls.length > 0 && <span className="calls"> {entry.calls.map((c) => `${c.actor}: ${c.status}`).join(', ')}</span>}
              {entry.mismatch && <span className="mismatch"> ✗ {entry.mismatch}</span>}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
