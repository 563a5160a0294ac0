/**
 * The form's thank-you, notification and confirmation settings (GET/PUT /forms/{id}/settings/{kind}):
 * one component drawn from a table, each section a heading and its controls, saved by its own button.
 * A setting added to a section is one row of SECTIONS.
 */
import type { FormSettingsKind, FormSettingsMap } from '../../domain/contracts/forms.js';
import { Check, Labelled, SaveRow, type Note } from './form-builder-controls.js';
import type { FormsStrings } from './forms-i18n.js';

/** The keys of T whose values are of type V. */
type KeysOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;
type Text = KeysOf<FormsStrings, string>;

/** One control: a text line, a text area, an address (left to right), a tick-box, or one line per entry. */
type Control<T> =
  | { kind: 'line' | 'area' | 'url'; key: KeysOf<T, string | undefined>; label: Text }
  | { kind: 'check'; key: KeysOf<T, boolean>; label: Text }
  | { kind: 'lines'; key: KeysOf<T, string[]>; label: Text; hint: Text };

interface Section<T> {
  heading: Text;
  controls: Control<T>[];
}

const SECTIONS: { [K in FormSettingsKind]: Section<FormSettingsMap[K]> } = {
  thank_you: {
    heading: 'thankYouHeading',
    controls: [
      { kind: 'line', key: 'heading', label: 'heading' },
      { kind: 'area', key: 'message', label: 'message' },
      { kind: 'line', key: 'button_label', label: 'buttonLabel' },
      { kind: 'url', key: 'redirect_url', label: 'redirectUrl' },
    ],
  },
  notifications: {
    heading: 'notificationsHeading',
    controls: [
      { kind: 'check', key: 'enabled', label: 'enabled' },
      { kind: 'check', key: 'notify_retailer', label: 'notifyRetailer' },
      { kind: 'lines', key: 'recipients', label: 'recipients', hint: 'recipientsHint' },
      { kind: 'line', key: 'subject', label: 'subject' },
    ],
  },
  confirmations: {
    heading: 'confirmationsHeading',
    controls: [
      { kind: 'check', key: 'enabled', label: 'enabled' },
      { kind: 'line', key: 'subject', label: 'subject' },
      { kind: 'area', key: 'message', label: 'message' },
    ],
  },
};

/** Values as the controls read and write them (the table's types say which key holds which). */
type Values = Record<string, string | boolean | string[] | undefined>;

function SettingControl({
  control,
  values,
  s,
  onChange,
}: {
  control: Control<Values>;
  values: Values;
  s: FormsStrings;
  onChange(patch: Values): void;
}) {
  const value = values[control.key];
  switch (control.kind) {
    case 'check':
      return <Check label={s[control.label]} checked={value === true} onChange={(checked) => onChange({ [control.key]: checked })} />;
    case 'lines':
      return (
        <Labelled label={s[control.label]} hint={s[control.hint]}>
          {(id, hint) => (
            <textarea
              id={id}
              dir="ltr"
              aria-describedby={hint}
              value={Array.isArray(value) ? value.join('\n') : ''}
              onChange={(e) =>
                onChange({
                  [control.key]: e.target.value
                    .split('\n')
                    .map((line) => line.trim())
                    .filter(Boolean),
                })
              }
            />
          )}
        </Labelled>
      );
    case 'area':
      return (
        <Labelled label={s[control.label]}>
          {(id) => (
            <textarea
              id={id}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => onChange({ [control.key]: e.target.value })}
            />
          )}
        </Labelled>
      );
    default:
      return (
        <Labelled label={s[control.label]}>
          {(id) => (
            <input
              id={id}
              {...(control.kind === 'url' ? { dir: 'ltr', type: 'url' } : {})}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => onChange({ [control.key]: e.target.value })}
            />
          )}
        </Labelled>
      );
  }
}

export function FormSettingsSection<K extends FormSettingsKind>({
  kind,
  value,
  s,
  note,
  onChange,
  onSave,
}: {
  kind: K;
  value: FormSettingsMap[K];
  s: FormsStrings;
  note: Note;
  onChange(patch: Partial<FormSettingsMap[K]>): void;
  onSave(): void;
}) {
  // The table is typed per kind; drawn, every section reads and writes plain values by key.
  const section = SECTIONS[kind] as unknown as Section<Values>;
  return (
    <form
      className="cms-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h3>{s[section.heading]}</h3>
      {section.controls.map((control) => (
        <SettingControl
          key={control.key}
          control={control}
          values={value as unknown as Values}
          s={s}
          onChange={(patch) => onChange(patch as Partial<FormSettingsMap[K]>)}
        />
      ))}
      <SaveRow label={s.save} note={note} />
    </form>
  );
}
