/**
 * The form builder (admin): one form's name, purpose, language, reCAPTCHA and fields (type, key,
 * label, rules required/min/size/max, options, hidden-field source and mapping key, default value),
 * saved with PUT /forms/{id}; publish / unpublish; then the thank-you, notification and
 * confirmation settings and the CRM integration, each saved by its own call. A refusal names the
 * field it is about (the server's `field`), next to the save button that sent it.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  FORM_FIELD_TYPES,
  FORM_KINDS,
  FORM_FIELD_OPTION_SOURCES,
  OPTION_FIELD_TYPES,
  RETAILER_OPTION_TYPES,
  type FormDefinition,
  type FormFieldOptionsSource,
  type FormField,
  type FormFieldType,
  type FormInput,
  type FormIntegrations,
  type FormKind,
  type FormSettingsMap,
  type HiddenFieldSource,
} from '../../domain/contracts/forms.js';
import { localizeDigits } from '../../domain/digits.js';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import { fill } from '../cms/i18n.js';
import { failureText } from '../cms/page-tree.js';
import type { FormsApi } from './forms-api.js';
import { PRESET_SOURCES, presetSourceOf, takesPresetSource, withPresetSource } from './form-field-preset.js';
import type { FormsStrings } from './forms-i18n.js';

const HIDDEN_SOURCES: HiddenFieldSource[] = ['mapping', 'utm', 'vehicle', 'retailer'];
const RULES = ['min', 'size', 'max'] as const;

interface Props {
  form: FormDefinition;
  api: FormsApi;
  s: FormsStrings;
  /** The admin's language (digits of the counts). */
  language: Language;
  onBack(): void;
}

/** A save button with its own status line (what it saved, or why not). */
function SaveRow({ label, note }: { label: string; note: { ok: boolean; text: string } | null }) {
  return (
    <div className="cms-form__actions">
      <button type="submit" className="cms-button cms-button--primary">
        {label}
      </button>
      <span role={note && !note.ok ? 'alert' : 'status'} className={note && !note.ok ? 'cms-field__error' : undefined}>
        {note?.text ?? ''}
      </span>
    </div>
  );
}

function Labelled({ label, hint, children }: { label: string; hint?: string; children: (id: string, hintId?: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="cms-field">
      <label htmlFor={id}>{label}</label>
      {children(id, hint ? `${id}-hint` : undefined)}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(value: boolean): void }) {
  return (
    <label className="cms-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/** Where a select or radio takes the option it starts at (./form-field-preset.ts), and the mapping key or UTM name. */
function PresetSource({ field, s, onChange }: { field: FormField; s: FormsStrings; onChange(field: FormField): void }) {
  const source = presetSourceOf(field);
  return (
    <div className="cms-form--inline" data-preset-source>
      <Labelled label={s.presetSource} hint={s.presetSourceHint}>
        {(id, hint) => (
          <select
            id={id}
            aria-describedby={hint}
            value={source}
            onChange={(e) => onChange(withPresetSource(field, e.target.value as HiddenFieldSource | ''))}
          >
            <option value="">{s.presetNone}</option>
            {PRESET_SOURCES.map((option) => (
              <option key={option} value={option}>
                {s.hiddenSources[option]}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      {source === 'mapping' || source === 'utm' ? (
        <Labelled label={s.hiddenName} hint={s.hiddenNameHint}>
          {(id, hint) => (
            <input
              id={id}
              dir="ltr"
              aria-describedby={hint}
              value={field.hidden?.name ?? ''}
              onChange={(e) => {
                const { name: _old, ...rest } = field.hidden ?? { source };
                onChange({ ...field, hidden: e.target.value ? { ...rest, name: e.target.value } : rest });
              }}
            />
          )}
        </Labelled>
      ) : null}
    </div>
  );
}

/** A field switched to another options source: the retailer list keeps no typed options; typed starts with one to fill. */
function withOptionsFrom(field: FormField, source: FormFieldOptionsSource): FormField {
  const { options, options_from: _old, ...rest } = field;
  if (source === 'retailers') return { ...rest, options_from: 'retailers' };
  // The retailers the server listed become typed options the admin can edit from here.
  return { ...rest, options: options && options.length > 0 ? options : [{ value: 'option_1', label: '' }] };
}

/** Typed options, or the choice of the retailer list (select and radio only). */
function OptionsFrom({
  field,
  s,
  language,
  onChange,
}: {
  field: FormField;
  s: FormsStrings;
  language: Language;
  onChange(field: FormField): void;
}) {
  const source: FormFieldOptionsSource = field.options_from ?? 'typed';
  return (
    <div data-options-from>
      <Labelled label={s.optionsFrom} hint={source === 'retailers' ? s.optionsFromRetailersHint : undefined}>
        {(id, hint) => (
          <select
            id={id}
            aria-describedby={hint}
            value={source}
            onChange={(e) => onChange(withOptionsFrom(field, e.target.value as FormFieldOptionsSource))}
          >
            {FORM_FIELD_OPTION_SOURCES.map((option) => (
              <option key={option} value={option}>
                {s.optionsFromSources[option]}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      {source === 'retailers' && field.options ? (
        <p>{fill(s.optionsFromRetailersCount, { count: localizeDigits(field.options.length, language) })}</p>
      ) : null}
    </div>
  );
}

function FieldEditor({
  field,
  index,
  count,
  s,
  language,
  onChange,
  onMove,
  onRemove,
}: {
  field: FormField;
  index: number;
  count: number;
  s: FormsStrings;
  language: Language;
  onChange(field: FormField): void;
  onMove(by: number): void;
  onRemove(): void;
}) {
  const title = `${fill(s.fieldN, { n: index + 1 })}: ${field.label || field.key}`;
  const rules = field.rules ?? {};
  const setRule = (name: (typeof RULES)[number], raw: string) => {
    const next = { ...rules };
    if (raw === '') delete next[name];
    else next[name] = Number(raw);
    onChange({ ...field, rules: next });
  };
  const options = field.options ?? [];
  return (
    <fieldset className="cms-form-field" data-field-index={index}>
      <legend>{title}</legend>
      <div className="cms-form-field__grid">
        <Labelled label={s.fieldType}>
          {(id) => (
            <select
              id={id}
              value={field.type}
              onChange={(e) => {
                const type = e.target.value as FormFieldType;
                const next: FormField = { ...field, type };
                // Only a select or radio lists the retailers; a checkbox gets typed options back.
                if (!RETAILER_OPTION_TYPES.includes(type)) delete next.options_from;
                if (OPTION_FIELD_TYPES.includes(type) && !next.options && !next.options_from)
                  next.options = [{ value: 'option_1', label: '' }];
                if (type === 'hidden' && !next.hidden) next.hidden = { source: 'mapping' };
                onChange(next);
              }}
            >
              {FORM_FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {s.types[type]}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label={s.fieldKey} hint={s.fieldKeyHint}>
          {(id, hint) => (
            <input
              id={id}
              dir="ltr"
              required
              pattern="[a-z][a-z0-9_]*"
              aria-describedby={hint}
              value={field.key}
              onChange={(e) => onChange({ ...field, key: e.target.value })}
            />
          )}
        </Labelled>
        <Labelled label={s.fieldLabel}>
          {(id) => <input id={id} required value={field.label} onChange={(e) => onChange({ ...field, label: e.target.value })} />}
        </Labelled>
        {field.type !== 'hidden' && field.type !== 'consent' ? (
          <Labelled label={s.placeholder}>
            {(id) => (
              <input id={id} value={field.placeholder ?? ''} onChange={(e) => onChange({ ...field, placeholder: e.target.value })} />
            )}
          </Labelled>
        ) : null}
        <Labelled label={s.help}>
          {(id) => <input id={id} value={field.help ?? ''} onChange={(e) => onChange({ ...field, help: e.target.value })} />}
        </Labelled>
        <Labelled label={s.defaultValue}>
          {(id) => (
            <input id={id} value={field.default_value ?? ''} onChange={(e) => onChange({ ...field, default_value: e.target.value })} />
          )}
        </Labelled>
      </div>
      <div className="cms-form-field__rules" role="group" aria-label={`${title}: ${s.rulesHint}`}>
        <Check
          label={s.rules.required}
          checked={rules.required === true}
          onChange={(required) => onChange({ ...field, rules: { ...rules, required } })}
        />
        {RULES.map((name) => (
          <Labelled key={name} label={s.rules[name]}>
            {(id) => (
              <input
                id={id}
                type="number"
                min={0}
                className="cms-input--short"
                value={rules[name] ?? ''}
                onChange={(e) => setRule(name, e.target.value)}
              />
            )}
          </Labelled>
        ))}
      </div>
      {OPTION_FIELD_TYPES.includes(field.type) ? (
        <div role="group" aria-label={`${title}: ${s.options}`} className="cms-form-field__options">
          <p>{s.options}</p>
          {RETAILER_OPTION_TYPES.includes(field.type) ? <OptionsFrom field={field} s={s} language={language} onChange={onChange} /> : null}
          {field.options_from === 'retailers'
            ? null
            : options.map((option, at) => (
                <div key={at} className="cms-form--inline">
                  <Labelled label={`${s.optionValue} ${at + 1}`}>
                    {(id) => (
                      <input
                        id={id}
                        dir="ltr"
                        value={option.value}
                        onChange={(e) =>
                          onChange({ ...field, options: options.map((o, i) => (i === at ? { ...o, value: e.target.value } : o)) })
                        }
                      />
                    )}
                  </Labelled>
                  <Labelled label={`${s.optionLabel} ${at + 1}`}>
                    {(id) => (
                      <input
                        id={id}
                        value={option.label}
                        onChange={(e) =>
                          onChange({ ...field, options: options.map((o, i) => (i === at ? { ...o, label: e.target.value } : o)) })
                        }
                      />
                    )}
                  </Labelled>
                  <button
                    type="button"
                    className="cms-button cms-button--small"
                    onClick={() => onChange({ ...field, options: options.filter((_, i) => i !== at) })}
                  >
                    {s.remove} <span className="cms-visually-hidden">{`${s.optionValue} ${at + 1}`}</span>
                  </button>
                </div>
              ))}
          {field.options_from === 'retailers' ? null : (
            <button
              type="button"
              className="cms-button cms-button--small"
              onClick={() => onChange({ ...field, options: [...options, { value: `option_${options.length + 1}`, label: '' }] })}
            >
              {s.addOption}
            </button>
          )}
        </div>
      ) : null}
      {takesPresetSource(field) ? <PresetSource field={field} s={s} onChange={onChange} /> : null}
      {field.type === 'hidden' ? (
        <div className="cms-form--inline">
          <Labelled label={s.hiddenSource}>
            {(id) => (
              <select
                id={id}
                value={field.hidden?.source ?? 'mapping'}
                onChange={(e) => onChange({ ...field, hidden: { ...field.hidden, source: e.target.value as HiddenFieldSource } })}
              >
                {HIDDEN_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {s.hiddenSources[source]}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          {field.hidden?.source === 'mapping' || field.hidden?.source === 'utm' ? (
            <Labelled label={s.hiddenName} hint={s.hiddenNameHint}>
              {(id, hint) => (
                <input
                  id={id}
                  dir="ltr"
                  aria-describedby={hint}
                  value={field.hidden?.name ?? ''}
                  onChange={(e) => {
                    const { name: _old, ...rest } = field.hidden ?? { source: 'mapping' as const };
                    onChange({ ...field, hidden: e.target.value ? { ...rest, name: e.target.value } : rest });
                  }}
                />
              )}
            </Labelled>
          ) : null}
        </div>
      ) : null}
      <div className="cms-table__actions">
        <button type="button" className="cms-button cms-button--small" disabled={index === 0} onClick={() => onMove(-1)}>
          {s.moveUp} <span className="cms-visually-hidden">{title}</span>
        </button>
        <button type="button" className="cms-button cms-button--small" disabled={index === count - 1} onClick={() => onMove(1)}>
          {s.moveDown} <span className="cms-visually-hidden">{title}</span>
        </button>
        <button type="button" className="cms-button cms-button--small cms-button--danger" onClick={onRemove}>
          {s.remove} <span className="cms-visually-hidden">{title}</span>
        </button>
      </div>
    </fieldset>
  );
}

/** Drops empty optional texts so the server keeps the form as written (no `placeholder: ""`). */
function tidy(field: FormField): FormField {
  const out: FormField = { ...field };
  for (const key of ['placeholder', 'help', 'default_value'] as const) if (!out[key]) delete out[key];
  if (!OPTION_FIELD_TYPES.includes(out.type)) delete out.options;
  // The server lists the retailers on every read: the copy the builder holds is not saved back.
  if (out.options_from === 'retailers') delete out.options;
  if (out.options_from === 'typed' || !RETAILER_OPTION_TYPES.includes(out.type)) delete out.options_from;
  // A select or radio may keep a source: its preset (the seeded forms' retailer, from the vehicle).
  if (out.type !== 'hidden' && out.type !== 'select' && out.type !== 'radio') delete out.hidden;
  return out;
}

type Note = { ok: boolean; text: string } | null;

export function FormBuilder({ form: initial, api, s, language, onBack }: Props) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const [fields, setFields] = useState<FormField[]>(initial.fields);
  const [note, setNote] = useState<Note>(null);
  const [settings, setSettings] = useState<FormSettingsMap | null>(null);
  const [integrations, setIntegrations] = useState<FormIntegrations | null>(null);
  const [mapping, setMapping] = useState('');
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
        setMapping(
          Object.entries(crm.crm.field_mapping)
            .map(([k, v]) => `${k}=${v}`)
            .join('\n'),
        );
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
          <Labelled label={s.formKind}>
            {(fid) => (
              <select id={fid} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as FormKind })}>
                {FORM_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {s.kinds[kind]}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled label={s.language}>
            {(fid) => (
              <select id={fid} value={form.language} onChange={(e) => setForm({ ...form, language: e.target.value as Language })}>
                {LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {s.languages[language]}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
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

      {settings ? (
        <>
          <form
            className="cms-form"
            onSubmit={(e) => {
              e.preventDefault();
              void saveSection('thank_you', () => api.saveSettings(form.id, 'thank_you', settings.thank_you));
            }}
          >
            <h3>{s.thankYouHeading}</h3>
            <Labelled label={s.heading}>
              {(fid) => (
                <input id={fid} value={settings.thank_you.heading} onChange={(e) => setSetting('thank_you', { heading: e.target.value })} />
              )}
            </Labelled>
            <Labelled label={s.message}>
              {(fid) => (
                <textarea
                  id={fid}
                  value={settings.thank_you.message}
                  onChange={(e) => setSetting('thank_you', { message: e.target.value })}
                />
              )}
            </Labelled>
            <Labelled label={s.buttonLabel}>
              {(fid) => (
                <input
                  id={fid}
                  value={settings.thank_you.button_label ?? ''}
                  onChange={(e) => setSetting('thank_you', { button_label: e.target.value })}
                />
              )}
            </Labelled>
            <Labelled label={s.redirectUrl}>
              {(fid) => (
                <input
                  id={fid}
                  dir="ltr"
                  type="url"
                  value={settings.thank_you.redirect_url ?? ''}
                  onChange={(e) => setSetting('thank_you', { redirect_url: e.target.value })}
                />
              )}
            </Labelled>
            <SaveRow label={s.save} note={notes.thank_you ?? null} />
          </form>

          <form
            className="cms-form"
            onSubmit={(e) => {
              e.preventDefault();
              void saveSection('notifications', () => api.saveSettings(form.id, 'notifications', settings.notifications));
            }}
          >
            <h3>{s.notificationsHeading}</h3>
            <Check
              label={s.enabled}
              checked={settings.notifications.enabled}
              onChange={(enabled) => setSetting('notifications', { enabled })}
            />
            <Check
              label={s.notifyRetailer}
              checked={settings.notifications.notify_retailer}
              onChange={(notify_retailer) => setSetting('notifications', { notify_retailer })}
            />
            <Labelled label={s.recipients} hint={s.recipientsHint}>
              {(fid, hint) => (
                <textarea
                  id={fid}
                  dir="ltr"
                  aria-describedby={hint}
                  value={settings.notifications.recipients.join('\n')}
                  onChange={(e) =>
                    setSetting('notifications', {
                      recipients: e.target.value
                        .split('\n')
                        .map((line) => line.trim())
                        .filter(Boolean),
                    })
                  }
                />
              )}
            </Labelled>
            <Labelled label={s.subject}>
              {(fid) => (
                <input
                  id={fid}
                  value={settings.notifications.subject}
                  onChange={(e) => setSetting('notifications', { subject: e.target.value })}
                />
              )}
            </Labelled>
            <SaveRow label={s.save} note={notes.notifications ?? null} />
          </form>

          <form
            className="cms-form"
            onSubmit={(e) => {
              e.preventDefault();
              void saveSection('confirmations', () => api.saveSettings(form.id, 'confirmations', settings.confirmations));
            }}
          >
            <h3>{s.confirmationsHeading}</h3>
            <Check
              label={s.enabled}
              checked={settings.confirmations.enabled}
              onChange={(enabled) => setSetting('confirmations', { enabled })}
            />
            <Labelled label={s.subject}>
              {(fid) => (
                <input
                  id={fid}
                  value={settings.confirmations.subject}
                  onChange={(e) => setSetting('confirmations', { subject: e.target.value })}
                />
              )}
            </Labelled>
            <Labelled label={s.message}>
              {(fid) => (
                <textarea
                  id={fid}
                  value={settings.confirmations.message}
                  onChange={(e) => setSetting('confirmations', { message: e.target.value })}
                />
              )}
            </Labelled>
            <SaveRow label={s.save} note={notes.confirmations ?? null} />
          </form>
        </>
      ) : null}

      {integrations ? (
        <form
          className="cms-form"
          onSubmit={(e) => {
            e.preventDefault();
            const field_mapping = Object.fromEntries(
              mapping
                .split('\n')
                .map((line) => line.split('=').map((part) => part.trim()))
                .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]),
            );
            const value: FormIntegrations = { crm: { ...integrations.crm, field_mapping } };
            void saveSection('integrations', () => api.saveIntegrations(form.id, value));
          }}
        >
          <h3>{s.integrationsHeading}</h3>
          <p>
            {s.activeSystem}: {system}
          </p>
          <Check
            label={s.crmEnabled}
            checked={integrations.crm.enabled}
            onChange={(enabled) => setIntegrations({ crm: { ...integrations.crm, enabled } })}
          />
          <Labelled label={s.campaign}>
            {(fid) => (
              <input
                id={fid}
                dir="ltr"
                value={integrations.crm.campaign ?? ''}
                onChange={(e) => setIntegrations({ crm: { ...integrations.crm, campaign: e.target.value } })}
              />
            )}
          </Labelled>
          <Labelled label={s.fieldMapping} hint={s.fieldMappingHint}>
            {(fid, hint) => (
              <textarea
                id={fid}
                dir="ltr"
                aria-describedby={hint}
                className="cms-code"
                value={mapping}
                onChange={(e) => setMapping(e.target.value)}
              />
            )}
          </Labelled>
          <SaveRow label={s.save} note={notes.integrations ?? null} />
          <button
            type="button"
            className="cms-button"
            onClick={() =>
              void saveSection('integrations', async () => {
                const verdict = await api.verify();
                if (!verdict.ok) throw new Error(verdict.message);
              })
            }
          >
            {s.verify}
          </button>
        </form>
      ) : null}
    </section>
  );
}
