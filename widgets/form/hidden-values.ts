/**
 * The values of a form's hidden fields (domain/contracts/forms.ts, HiddenFieldMapping): the page's
 * mapping (`form_hidden_field_mapping` / a link button's `hidden_fields`), the campaign kept in the
 * `lrdx_utm` cookie (server/render/utm-cookie.ts: a query string), and the vehicle and retailer
 * the form was opened for. Fields without a source keep their `default_value`. Unknown mapping
 * keys are passed on too: the server keeps only the form's own fields.
 */
import type { FormField } from '../../domain/contracts/forms.js';

export const UTM_COOKIE = 'lrdx_utm';

export interface HiddenSources {
  mapping: Record<string, string>;
  /** `document.cookie`, or '' where there is none. */
  cookie: string;
  vehicleId?: string | undefined;
  retailerId?: string | undefined;
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

export function hiddenValues(fields: readonly FormField[], sources: HiddenSources): Record<string, string> {
  const utm = utmFromCookie(sources.cookie);
  const values: Record<string, string> = { ...sources.mapping };
  for (const field of fields) {
    if (field.type !== 'hidden') continue;
    const from = field.hidden;
    let value: string | undefined;
    if (from?.source === 'utm') value = utm[from.name ?? field.key];
    else if (from?.source === 'vehicle') value = sources.vehicleId;
    else if (from?.source === 'retailer') value = sources.retailerId;
    else value = sources.mapping[from?.name ?? field.key];
    value = value || field.default_value;
    if (value) values[field.key] = value;
  }
  return values;
}
