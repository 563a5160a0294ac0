/**
 * Settings (admin): every stored key with its JSON value in a code area. A value is parsed before
 * it is sent: invalid JSON is announced on its field (`Invalid JSON in {setting}`) and nothing is
 * saved. New keys can be added; DELETE removes a stored value (the documented default applies again).
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { failureText, type EditorApi } from '../editor-kit/api-client.js';
import { ScreenSection } from '../editor-kit/screen-parts.js';
import type { EditorStrings } from '../editor-kit/editor-i18n.js';
import { parseSettingValue, settingSource } from './setting-json.js';

/** A stored setting, or a key just added here (no id until it is saved). */
interface EditableSetting {
  id: number | null;
  key: string;
  value: string;
}

function SettingEditor({
  row,
  strings,
  api,
  onChanged,
}: {
  row: EditableSetting;
  strings: EditorStrings;
  api: EditorApi;
  onChanged(): void;
}) {
  const id = useId();
  const [source, setSource] = useState(settingSource(row.value));
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const parsed = parseSettingValue(row.key, source, strings.invalidJson);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem('');
    try {
      await api.saveSetting(row.key, parsed.value);
      setNotice(strings.settingSaved);
      onChanged();
    } catch (failure) {
      setProblem(failureText(failure));
    }
  }
  return (
    <form className="cms-setting" onSubmit={save}>
      <label htmlFor={id}>
        <bdi dir="ltr">{row.key}</bdi>
      </label>
      <textarea
        id={id}
        dir="ltr"
        className="cms-code"
        rows={Math.min(12, source.split('\n').length + 1)}
        value={source}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => setSource(e.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="cms-field__error">
          {problem}
        </p>
      ) : null}
      <div role="status">{notice}</div>
      <div className="cms-form__actions">
        <button type="submit" className="cms-button cms-button--primary">
          {strings.save} <span className="cms-visually-hidden">{row.key}</span>
        </button>
        {row.id !== null ? (
          <button
            type="button"
            className="cms-button"
            onClick={() => {
              const id = row.id;
              if (id !== null) void api.deleteSetting(id).then(onChanged, (failure: unknown) => setProblem(failureText(failure)));
            }}
          >
            {strings.delete} <span className="cms-visually-hidden">{row.key}</span>
          </button>
        ) : null}
      </div>
    </form>
  );
}

export function SettingsScreen({ strings, api }: { strings: EditorStrings; api: EditorApi }) {
  const id = useId();
  const [rows, setRows] = useState<EditableSetting[] | null>(null);
  const [error, setError] = useState('');
  const [newKey, setNewKey] = useState('');
  const load = useCallback(async () => {
    try {
      setRows(await api.listSettings());
    } catch (failure) {
      setError(failureText(failure));
    }
  }, [api]);
  useEffect(() => void load(), [load]);
  function add(event: FormEvent) {
    event.preventDefault();
    const key = newKey.trim();
    if (!key || rows?.some((row) => row.key === key)) return;
    setRows([...(rows ?? []), { id: null, key, value: 'null' }]);
    setNewKey('');
  }
  return (
    <ScreenSection headingId={`${id}-heading`} heading={strings.settingsHeading}>
      {error ? <p role="alert">{error}</p> : null}
      {rows === null && !error ? <p>{strings.loading}</p> : null}
      {rows?.map((row) => (
        <SettingEditor key={row.key} row={row} strings={strings} api={api} onChanged={() => void load()} />
      ))}
      <form className="cms-form cms-form--inline" onSubmit={add}>
        <label htmlFor={`${id}-key`}>{strings.settingKey}</label>
        <input id={`${id}-key`} dir="ltr" value={newKey} onChange={(e) => setNewKey(e.target.value)} />
        <button type="submit" className="cms-button">
          {strings.addSetting}
        </button>
      </form>
    </ScreenSection>
  );
}
