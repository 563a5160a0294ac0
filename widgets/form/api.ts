/**
 * The Forms API calls of `<lrdx-form>` (docs/forms.md, "Endpoints"): the published form with its
 * thank-you settings, and the lead, sent with its Idempotency-Key so a retried submission stores one lead.
 */
import type { FormDefinition, FormField, FormLeadReply, LeadSubmission, ThankYouSettings } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import type { LoadedForm, SubmitLeadInput, SubmitLeadOutput } from '../../state-machines/form/index.js';
import { LrdxApiError, requestJson } from '../runtime/http.js';

/** A form as the widget shows it: the definition, its visible fields and what to show after sending. */
export interface WidgetForm extends LoadedForm {
  definition: FormDefinition;
  fields: FormField[];
  thankYou: ThankYouSettings | null;
  /** A test drive's retailer's opening hours (the dealers' text), when known: the times offered. */
  openingHours?: string | null;
}

interface DealerPage {
  data: { id: number; dealer_code: string; opening_hours: string | null }[];
  meta?: { pages?: number };
}

/**
 * The opening hours of the retailer a test drive is booked with (`GET /dealers`, by dealer code or
 * id); null when it is not found or cannot be read: the widget then offers every time and the
 * server, which checks the hours too, has the last word.
 */
export async function fetchOpeningHours(apiBase: string, retailer: string, signal?: AbortSignal): Promise<string | null> {
  try {
    for (let page = 1, pages = 1; page <= pages && page <= 20; page += 1) {
      const reply = await requestJson<DealerPage>(apiBase, `/dealers?items=50&page=${page}`, signal ? { signal } : {});
      const found = reply.data.find((dealer) => dealer.dealer_code === retailer || String(dealer.id) === retailer);
      if (found) return found.opening_hours;
      pages = reply.meta?.pages ?? 1;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return null;
}

const formPath = (formId: string) => `/forms/${encodeURIComponent(formId)}`;

/** Preselected values: a field's `default_value` (a checkbox's is one chosen option; a consent starts unticked). */
function initialValues(fields: readonly FormField[]) {
  return Object.fromEntries(
    fields.map((field) => {
      const preset = field.default_value ?? '';
      if (field.type === 'consent') return [field.key, false];
      if (field.type === 'checkbox') return [field.key, preset ? [preset] : []];
      return [field.key, preset];
    }),
  );
}

/**
 * The id of the published form of `kind` in `language` (`GET /forms?filter[language]=`): how the vehicle
 * page and the stock cards find the seeded "enquiry" and "test_drive" forms without knowing ids.
 */
export async function findFormId(apiBase: string, kind: string, language: Language, signal?: AbortSignal): Promise<string> {
  const query = `filter[language]=${language}&filter[status]=published`;
  const reply = await requestJson<{ data: FormDefinition[] }>(apiBase, `/forms?${query}`, signal ? { signal } : {});
  // The language is checked here too: a form in another language must never be shown on this page.
  const form = (Array.isArray(reply.data) ? reply.data : []).find(
    (f) => f.kind === kind && f.status === 'published' && f.language === language,
  );
  if (!form) throw new LrdxApiError({ code: 'form_not_found', message: `No published ${kind} form in ${language}` }, 404);
  return String(form.id);
}

/** The form as the widget shows it, from the Forms API's two answers (also what the server draws first: ./server-render.tsx). */
export function widgetFormOf(definition: FormDefinition, thankYou: ThankYouSettings | null): WidgetForm {
  const fields = definition.fields.filter((field) => field.type !== 'hidden');
  return { definition, fields, thankYou, initialValues: initialValues(fields) };
}

export async function fetchForm(apiBase: string, formId: string, signal?: AbortSignal): Promise<WidgetForm> {
  const [form, thankYou] = await Promise.all([
    requestJson<{ data: FormDefinition }>(apiBase, formPath(formId), signal ? { signal } : {}),
    // Without its settings the form still works: the view falls back to its own thank-you words.
    requestJson<{ data: ThankYouSettings }>(apiBase, `${formPath(formId)}/settings/thank_you`, signal ? { signal } : {}).then(
      (reply) => reply.data,
      () => null,
    ),
  ]);
  return widgetFormOf(form.data, thankYou);
}

export async function submitLead(
  apiBase: string,
  input: SubmitLeadInput,
  language: Language,
  signal?: AbortSignal,
): Promise<SubmitLeadOutput> {
  const body: LeadSubmission = { payload: input.payload as LeadSubmission['payload'], language };
  const reply = await requestJson<FormLeadReply>(apiBase, `${formPath(input.formId)}/leads`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': input.idempotencyKey },
    ...(signal ? { signal } : {}),
  });
  return { leadId: String(reply.data.id) };
}
