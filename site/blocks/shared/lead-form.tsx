/**
 * What the lead-form blocks (extended warranty, offers to Salesforce, entry form, expanded entry
 * form) share: `<lrdx-form>` (widgets/form) placed with the page language, the form by id (or by
 * the kind of the page language's published form), the hidden values as JSON, and the block's
 * options (two columns, the button's place, the send error's words). The lead goes through the
 * Forms API and on to the CRM outbox like every form's.
 */
import { createElement } from 'react';
import type { RenderContext } from '../types.js';
import { formElementKey, type FormElementChoice } from './form-element.js';

export interface LeadFormOptions {
  formId: string;
  formKind?: string;
  /** Hidden field key → value, or the editor's JSON text of such a map. */
  hidden?: Record<string, string> | string;
  hiddenName?: string;
  twoColumns?: boolean;
  buttonPosition?: string;
  errorText?: string;
  retryText?: string;
  heading?: string;
}

/** The editor's JSON map as a map of strings; invalid JSON is logged and dropped. */
export function hiddenMap(text: string, name: string, warn: (m: string) => void): Record<string, string> {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
          .map(([k, v]) => [k, String(v)]),
      );
  } catch {
    // Logged below.
  }
  warn(`Invalid JSON in ${name}`);
  return {};
}

/** The form and what of it is drawn (shared/form-element.ts); undefined when the block names no form at all. */
export function leadFormChoice(options: LeadFormOptions): FormElementChoice | undefined {
  const formId = options.formId.trim();
  const formKind = (options.formKind ?? '').trim();
  if (!formId && !formKind) return undefined;
  return {
    formId: formId || undefined,
    formKind: formId ? undefined : formKind,
    heading: options.heading?.trim() || undefined,
    columns: options.twoColumns ? '2' : undefined,
    buttonPosition: options.buttonPosition || undefined,
  };
}

/**
 * `<lrdx-form>` for a block; null when the block names no form at all. With the first screen the
 * server drew for it (server/render/form-first-screens.ts), its fields stand from the first paint and
 * nothing below the block moves when the widget starts.
 */
export function LeadForm({ options, ctx }: { options: LeadFormOptions; ctx: RenderContext }) {
  const choice = leadFormChoice(options);
  if (!choice) return null;
  const hidden =
    typeof options.hidden === 'string'
      ? hiddenMap(options.hidden, options.hiddenName ?? 'form_hidden_field_mapping', ctx.warn)
      : (options.hidden ?? {});
  const firstScreen = ctx.formFirstScreens?.get(formElementKey(choice));
  return createElement('lrdx-form', {
    'form-id': choice.formId,
    'form-kind': choice.formKind,
    lang: ctx.segment,
    'hidden-fields': Object.keys(hidden).length ? JSON.stringify(hidden) : undefined,
    heading: choice.heading,
    columns: choice.columns,
    'button-position': choice.buttonPosition,
    'error-text': options.errorText?.trim() || undefined,
    'retry-text': options.retryText?.trim() || undefined,
    ...(firstScreen ? { dangerouslySetInnerHTML: { __html: firstScreen } } : {}),
  });
}
