/**
 * The stock screen's feed pulled on a schedule (docs/stock-feed.md, "A feed pulled on a schedule"):
 * the address, how often, the import's options, switched on or off; "Pull now"; and what the last
 * pull did (when, imported or why not, its counts) and when the next one is due. Admins only: for
 * another account the server answers 403 and the form is not shown.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { PULL_EVERY_MINUTES, type StockPullConfig, type StockPullState } from '../../domain/contracts/stock.js';
import type { Language } from '../../domain/languages.js';
import { formatIsoDate } from '../../domain/month-names.js';
import { formatNumber } from '../../domain/number-format.js';
import { formatClockTime } from '../../domain/soft-lock-time.js';
import { EditorApiError, type EditorApi } from '../editor-kit/api-client.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import { ScreenMessages } from '../editor-kit/screen-parts.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import type { PullStrings, StockStrings } from './stock-i18n.js';
import { WithdrawChoices } from './withdraw-choices.js';

const EMPTY: StockPullConfig = { enabled: true, url: '', every_minutes: 60, withdraw: 'keep', all_or_nothing: true };

/** The local date and time of a moment, in the language's words and digits. */
function when(epochMs: number, language: Language): string {
  const date = new Date(epochMs);
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `${formatIsoDate(iso, language)} ${formatClockTime(epochMs, language)}`;
}

/** Why the last pull failed, in the screen's language; the server's own words stay beside it. */
function reason(error: string, p: PullStrings): string {
  const code = /^([a-z_]+): /.exec(error)?.[1] ?? 'other';
  return code in p.errors ? p.errors[code as keyof PullStrings['errors']] : p.errors.other;
}

function LastPull({ state, s, language }: { state: StockPullState; s: StockStrings; language: Language }) {
  const p = s.pull;
  if (!state.config) return <p>{p.none}</p>;
  const last = state.last;
  return (
    <div className="cms-stock__pull-state" role="status">
      {state.config.enabled && state.next_pull_at !== null ? (
        <p>{fillPlaceholders(p.next, { time: when(state.next_pull_at, language) })}</p>
      ) : (
        <p>{p.off}</p>
      )}
      {last ? (
        <p>
          {fillPlaceholders(p.last, { time: when(last.started_at, language), status: p.status[last.status] })}
          {last.status === 'failed' && last.error ? (
            <>
              {' '}
              {reason(last.error, p)} <bdi dir="ltr">({last.error})</bdi>
            </>
          ) : null}
        </p>
      ) : null}
      {last?.counts ? (
        <dl className="cms-stock__counts">
          {(['rows', 'added', 'updated', 'unchanged', 'withdrawn', 'refused_rows'] as const).map((name) => (
            <div key={name}>
              <dt>{s.counts[name]}</dt>
              <dd>{formatNumber(last.counts?.[name] ?? 0, language)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {state.attempts > 0 ? <p>{fillPlaceholders(p.attempts, { count: formatNumber(state.attempts, language) })}</p> : null}
    </div>
  );
}

export function StockPullForm({ s, api, language, onPulled }: { s: StockStrings; api: EditorApi; language: Language; onPulled(): void }) {
  const id = useId();
  const p = s.pull;
  // undefined: loading; null: not for this account (not an admin).
  const [state, setState] = useState<StockPullState | null | undefined>(undefined);
  const [draft, setDraft] = useState<StockPullConfig>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  const show = useCallback((next: StockPullState) => {
    setState(next);
    if (next.config) setDraft(next.config);
  }, []);

  useEffect(() => {
    api.stockPull().then(show, (failure: unknown) => {
      if (failure instanceof EditorApiError && failure.status === 403) setState(null);
      else setError(refusalText(failure, language, {}));
    });
  }, [api, language, show]);

  async function act(run: () => Promise<StockPullState>, done: string) {
    setBusy(true);
    setNotice('');
    setError('');
    try {
      const next = await run();
      show(next);
      setNotice(done);
      if (next.last?.status !== 'failed') onPulled();
    } catch (failure) {
      setError(refusalText(failure, language, { url: p.url, every_minutes: p.every, withdraw: s.withdrawLegend }));
    } finally {
      setBusy(false);
    }
  }

  if (state === null) return null;
  const set = (change: Partial<StockPullConfig>) => setDraft({ ...draft, ...change });
  return (
    <form
      className="cms-form cms-stock__pull"
      aria-labelledby={`${id}-heading`}
      aria-busy={busy}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void act(() => api.saveStockPull(draft), p.saved);
      }}
    >
      <h3 id={`${id}-heading`}>{p.heading}</h3>
      <p>{p.intro}</p>
      <label className="cms-check">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} /> {p.enabled}
      </label>
      <label htmlFor={`${id}-url`}>{p.url}</label>
      <input id={`${id}-url`} type="url" dir="ltr" required value={draft.url} onChange={(e) => set({ url: e.target.value })} />
      <label htmlFor={`${id}-every`}>{p.every}</label>
      <input
        id={`${id}-every`}
        type="number"
        dir="ltr"
        required
        min={PULL_EVERY_MINUTES.min}
        max={PULL_EVERY_MINUTES.max}
        value={draft.every_minutes}
        onChange={(e) => set({ every_minutes: Number(e.target.value) })}
      />
      <label className="cms-check">
        <input type="checkbox" checked={draft.all_or_nothing} onChange={(e) => set({ all_or_nothing: e.target.checked })} />{' '}
        {s.allOrNothing}
      </label>
      <WithdrawChoices s={s} name={`${id}-withdraw`} value={draft.withdraw} onChange={(withdraw) => set({ withdraw })} />
      <div className="cms-form__actions">
        <button type="submit" className="cms-button cms-button--primary" disabled={busy}>
          {p.save}
        </button>
        <button
          type="button"
          className="cms-button"
          disabled={busy || !state?.config?.enabled}
          onClick={() => void act(() => api.runStockPull(), '')}
        >
          {busy ? p.pulling : p.now}
        </button>
      </div>
      <ScreenMessages notice={notice} error={error} />
      {state ? <LastPull state={state} s={s} language={language} /> : null}
    </form>
  );
}
