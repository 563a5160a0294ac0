/**
 * The values of a form's hidden fields (domain/contracts/forms.ts, HiddenFieldMapping): the page's
 * mapping (`form_hidden_field_mapping` / a link button's `hidden_fields`), the campaign kept in the
 * `lrdx_utm` cookie (server/render/utm-cookie.ts: a query string), and the vehicle and retailer
 * the form was opened for. Fields without a source keep their `default_value`. Unknown mapping
 * keys are passed on too: the server keeps only the form's own fields.
 */
import type { FormField } from '../../domain/contracts/forms.js';
import { modelOption } from '../../domain/forms/model-option.js';

export const UTM_COOKIE = 'lrdx_utm';

export interface HiddenSources {
  mapping: Record<string, string>;
  /** `document.cookie`, or '' where there is none. */
  cookie: string;
  vehicleId?: string | undefined;
  retailerId?: string | undefined;
  /** The model (series) of the vehicle the form was opened for: preselects the `model` select. */
  vehicleModel?: string | undefined;
}

/** The UTM parameters kept in the `lrdx_utm` cookie. */
export function utmFromCookie(cookie: string): Record<string, string> {
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${UTM_COOKIE}=`));
  if (!raw) return {};
  try {
    return Object.fromEntries(new URLSearchParams(decodeURIComponent(raw.slice(UTM_COOKIE.length + 1))));
  } catch {
    return {};
  }
}

/** A JSON object of strings from an attribute (JSON text or an already parsed object); {} for anything else. */
export function readMapping(value: unknown): Record<string, string> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value || '{}');
    } catch {
      console.warn('Invalid JSON in hidden-fields');
      return {};
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .map(([k, v]) => [k, String(v)]),
  );
}

/** The value a field's source gives (the page's mapping, the UTM cookie, the vehicle, the retailer). */
function sourced(field: FormField, sources: HiddenSources, utm: Record<string, string>): string | undefined {
  const from = field.hidden;
  if (from?.source === 'utm') return utm[from.name ?? field.key];
  if (from?.source === 'vehicle') return sources.vehicleId;
  if (from?.source === 'retailer') return sources.retailerId;
  return sources.mapping[from?.name ?? field.key];
}

/**
 * Presets of visible selects and radios that name a source: the retailer select of a test drive
 * opened from a vehicle or stock card starts at that car's retailer, its model select at its model. Only a value among the
 * field's options is preset (another retailer's code leaves the choice to the visitor).
 */
export function presetValues(fields: readonly FormField[], sources: HiddenSources): Record<string, string> {
  const utm = utmFromCookie(sources.cookie);
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (field.type !== 'select' && field.type !== 'radio') continue;
    // The model select of a form opened from a vehicle starts at that vehicle's model.
    const model = field.key === 'model' && !field.hidden ? modelOption(field.options ?? [], sources.vehicleModel) : null;
    if (model) values[field.key] = model;
    if (!field.hidden) continue;
    const value = sourced(field, sources, utm);
    if (value && (field.options ?? []).some((option) => option.value === value)) values[field.key] = value;
  }
  return values;
}

export function hiddenValues(fields: readonly FormField[], sources: HiddenSources): Record<string, string> {
  const utm = utmFromCookie(sources.cookie);
  const values: Record<string, string> = { ...sources.mapping };
  for (const field of fields) {
    if (field.type !== 'hidden') continue;
    const value = sourced(field, sources, utm) || field.default_value;
    if (value) values[field.key] = value;
  }
  return values;
}
