/**
 * One field of the form builder (./form-builder.tsx): its type, key, label, rules
 * (required/min/size/max), options typed or taken from the retailer list, the hidden field's source
 * and mapping key, the option a select or radio starts at, and its place in the list.
 */
import {
  FORM_FIELD_TYPES,
  FORM_FIELD_OPTION_SOURCES,
  OPTION_FIELD_TYPES,
  RETAILER_OPTION_TYPES,
  type FormFieldOptionsSource,
  type FormField,
  type HiddenFieldSource,
} from '../../domain/contracts/forms.js';
import { localizeDigits } from '../../domain/digits.js';
import type { Language } from '../../domain/languages.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { PRESET_SOURCES, presetSourceOf, takesPresetSource, withPresetSource } from './form-field-preset.js';
import type { FormsStrings } from './forms-i18n.js';
import { Check, Labelled, LabelledSelect } from './form-builder-controls.js';

const HIDDEN_SOURCES: HiddenFieldSource[] = ['mapping', 'utm', 'vehicle', 'retailer'];
const RULES = ['min', 'size', 'max'] as const;

/**
 * The name a mapping or UTM source reads the value under (an empty name is taken out); `source`
 * is the field's source when it has none yet.
 */
function HiddenName({
  field,
  s,
  source,
  onChange,
}: {
  field: FormField;
  s: FormsStrings;
  source: HiddenFieldSource;
  onChange(field: FormField): void;
}) {
  return (
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
  );
}

/** Where a select or radio takes the option it starts at (./form-field-preset.ts), and the mapping key or UTM name. */
function PresetSource({ field, s, onChange }: { field: FormField; s: FormsStrings; onChange(field: FormField): void }) {
  const source = presetSourceOf(field);
  return (
    <div className="cms-form--inline" data-preset-source>
      <LabelledSelect
        label={s.presetSource}
        hint={s.presetSourceHint}
        value={source}
        options={['', ...PRESET_SOURCES]}
        names={{ '': s.presetNone, ...s.hiddenSources }}
        onChange={(chosen) => onChange(withPresetSource(field, chosen))}
      />
      {source === 'mapping' || source === 'utm' ? <HiddenName field={field} s={s} source={source} onChange={onChange} /> : null}
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
      <LabelledSelect
        label={s.optionsFrom}
        hint={source === 'retailers' ? s.optionsFromRetailersHint : undefined}
        value={source}
        options={FORM_FIELD_OPTION_SOURCES}
        names={s.optionsFromSources}
        onChange={(chosen) => onChange(withOptionsFrom(field, chosen))}
      />
      {source === 'retailers' && field.options ? (
        <p>{fillPlaceholders(s.optionsFromRetailersCount, { count: localizeDigits(field.options.length, language) })}</p>
      ) : null}
    </div>
  );
}

export function FieldEditor({
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
  const title = `${fillPlaceholders(s.fieldN, { n: index + 1 })}: ${field.label || field.key}`;
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
        <LabelledSelect
          label={s.fieldType}
          value={field.type}
          options={FORM_FIELD_TYPES}
          names={s.types}
          onChange={(type) => {
            const next: FormField = { ...field, type };
            // Only a select or radio lists the retailers; a checkbox gets typed options back.
            if (!RETAILER_OPTION_TYPES.includes(type)) delete next.options_from;
            if (OPTION_FIELD_TYPES.includes(type) && !next.options && !next.options_from) next.options = [{ value: 'option_1', label: '' }];
            if (type === 'hidden' && !next.hidden) next.hidden = { source: 'mapping' };
            onChange(next);
          }}
        />
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
          <LabelledSelect
            label={s.hiddenSource}
            value={field.hidden?.source ?? 'mapping'}
            options={HIDDEN_SOURCES}
            names={s.hiddenSources}
            onChange={(source) => onChange({ ...field, hidden: { ...field.hidden, source } })}
          />
          {field.hidden?.source === 'mapping' || field.hidden?.source === 'utm' ? (
            <HiddenName field={field} s={s} source="mapping" onChange={onChange} />
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
export function tidy(field: FormField): FormField {
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
