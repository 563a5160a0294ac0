/**
 * The form builder (admin): one form's name, purpose, language, reCAPTCHA and fields (type, key,
 * label, rules required/min/size/max, options, hidden-field source and mapping key, default value),
 * saved with PUT /forms/{id}; publish / unpublish; then the thank-you, notification and
 * confirmation settings and the CRM integration, each saved by its own call. A refusal names the
 * field it is about (the server's `field`), next to the save button that sent it.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  FORM_KINDS,
  FORM_SETTINGS_KINDS,
  type FormDefinition,
  type FormField,
  type FormInput,
  type FormIntegrations,
  type FormSettingsMap,
} from '../../domain/contracts/forms.js';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import { failureText } from '../editor-kit/api-client.js';
import type { FormsApi } from './forms-api.js';
import type { FormsStrings } from './forms-i18n.js';
import { Check, Labelled, LabelledSelect, type Note } from './form-builder-controls.js';
import { FieldEditor, tidy } from './form-field-editor.js';
import { FormSettingsSection } from './form-settings-sections.js';
import { FormIntegrationsSection } from './form-integrations-section.js';

interface Props {
  form: FormDefinition;
  api: FormsApi;
  s: FormsStrings;
  /** The admin's language (digits of the counts). */
  language: Language;
  onBack(): void;
}

export function FormBuilder({ form: initial, api, s, language, onBack }: Props) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const [fields, setFields] = useState<FormField[]>(initial.fields);
  const [note, setNote] = useState<Note>(null);
  const [settings, setSettings] = useState<FormSettingsMap | null>(null);
  const [integrations, setIntegrations] = useState<FormIntegrations | null>(null);
  const [notes, setNotes] = useState<Record<string, Note>>({});
  const [system, setSystem] = useState('');

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [thankYou, notifications, confirmations, crm, active] = await Promise.all([
          api.getSettings(form.id, 'thank_you'),
          api.getSettings(form.id, 'notifications'),
          api.getSettings(form.id, 'confirmations'),
          api.getIntegrations(form.id),
          api.activeSystem(),
        ]);
        if (!live) return;
        setSettings({ thank_you: thankYou, notifications, confirmations });
        setIntegrations(crm);
        setSystem(s.systems[active.system]);
      } catch (failure) {
        if (live) setNote({ ok: false, text: failureText(failure) });
      }
    })();
    return () => {
      live = false;
    };
  }, [api, form.id, s]);

  const input = (status = form.status): FormInput => ({
    name: form.name,
    kind: form.kind,
    language: form.language,
    status,
    recaptcha: form.recaptcha,
    fields: fields.map(tidy),
  });

  async function save(status = form.status) {
    setNote(null);
    try {
      const saved = await api.updateForm(form.id, input(status));
      setForm(saved);
      setFields(saved.fields);
      setNote({ ok: true, text: s.saved });
    } catch (failure) {
      setNote({ ok: false, text: failureText(failure) });
    }
  }

  async function saveSection(key: string, action: () => Promise<unknown>) {
    setNotes((n) => ({ ...n, [key]: null }));
    try {
      await action();
      setNotes((n) => ({ ...n, [key]: { ok: true, text: s.saved } }));
    } catch (failure) {
      setNotes((n) => ({ ...n, [key]: { ok: false, text: failureText(failure) } }));
    }
  }

  const move = (at: number, by: number) =>
    setFields((list) => {
      const next = [...list];
      const [item] = next.splice(at, 1);
      next.splice(at + by, 0, item!);
      return next;
    });

  const setSetting = <K extends keyof FormSettingsMap>(kind: K, value: Partial<FormSettingsMap[K]>) =>
    setSettings((all) => (all ? { ...all, [kind]: { ...all[kind], ...value } } : all));

  return (
    <section aria-labelledby={`${id}-heading`} className="cms-form-builder">
      <button type="button" className="cms-button" onClick={onBack}>
        {s.back}
      </button>
      <h2 id={`${id}-heading`}>{form.name}</h2>
      <p>
        {s.status}: <strong data-status={form.status}>{s.statuses[form.status]}</strong>
      </p>
      <form
        className="cms-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="cms-form-field__grid">
          <Labelled label={s.formName}>
            {(fid) => <input id={fid} required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />}
          </Labelled>
          <LabelledSelect
            label={s.formKind}
            value={form.kind}
            options={FORM_KINDS}
            names={s.kinds}
            onChange={(kind) => setForm({ ...form, kind })}
          />
          <LabelledSelect
            label={s.language}
            value={form.language}
            options={LANGUAGES}
            names={s.languages}
            onChange={(language) => setForm({ ...form, language })}
          />
          <Check label={s.recaptcha} checked={form.recaptcha} onChange={(recaptcha) => setForm({ ...form, recaptcha })} />
        </div>
        <h3>{s.fieldsHeading}</h3>
        {fields.map((field, at) => (
          <FieldEditor
            key={at}
            field={field}
            index={at}
            count={fields.length}
            s={s}
            language={language}
            onChange={(next) => setFields((list) => list.map((f, i) => (i === at ? next : f)))}
            onMove={(by) => move(at, by)}
            onRemove={() => setFields((list) => list.filter((_, i) => i !== at))}
          />
        ))}
        <button
          type="button"
          className="cms-button"
          onClick={() => setFields((list) => [...list, { key: `field_${list.length + 1}`, type: 'text', label: '', rules: {} }])}
        >
          {s.addField}
        </button>
        <div className="cms-form__actions">
          <button type="submit" className="cms-button cms-button--primary">
            {s.save}
          </button>
          <button type="button" className="cms-button" onClick={() => void save(form.status === 'published' ? 'draft' : 'published')}>
            {form.status === 'published' ? s.unpublish : s.publish}
          </button>
          <span role={note && !note.ok ? 'alert' : 'status'} className={note && !note.ok ? 'cms-field__error' : undefined}>
            {note?.text ?? ''}
          </span>
        </div>
      </form>

      {settings
        ? FORM_SETTINGS_KINDS.map((kind) => (
            <FormSettingsSection
              key={kind}
              kind={kind}
              value={settings[kind]}
              s={s}
              note={notes[kind] ?? null}
              onChange={(patch) => setSetting(kind, patch)}
              onSave={() => void saveSection(kind, () => api.saveSettings(form.id, kind, settings[kind]))}
            />
          ))
        : null}

      {integrations ? (
        <FormIntegrationsSection
          initial={integrations}
          system={system}
          s={s}
          note={notes.integrations ?? null}
          onSave={(value) => void saveSection('integrations', () => api.saveIntegrations(form.id, value))}
          onVerify={() =>
            void saveSection('integrations', async () => {
              const verdict = await api.verify();
              if (!verdict.ok) throw new Error(verdict.message);
            })
          }
        />
      ) : null}
    </section>
  );
}
