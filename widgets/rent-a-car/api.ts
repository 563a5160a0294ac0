/**
 * The Forms API calls of the rent-a-car overlay (docs/forms.md, "Endpoints"): the contact step's form
 * (`contact_step_form_id`, or the page language's published `car_rental` form when the block names
 * none) and the inquiry, sent as a lead of that form with its Idempotency-Key. The booking travels
 * in the form's hidden fields (domain/rent-a-car/inquiry.ts); the page's hidden mapping and the
 * campaign cookie's UTM values go with it.
 */
import type { FormDefinition, FormField, FormLeadReply, LeadSubmission } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import { inquiryFields } from '../../domain/rent-a-car/index.js';
import type { ContactForm, ContactValues, SendInquiryInput, SendInquiryOutput } from '../../state-machines/rent-a-car/index.js';
import { LrdxApiError, requestJson } from '../runtime/http.js';

export const RENT_FORM_KIND = 'car_rental';

/** The contact step as the view draws it: the form's visible fields. */
export interface RentContactForm extends ContactForm {
  formId: string;
  visible: FormField[];
  definition: FormDefinition;
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

async function resolveFormId(apiBase: string, formId: string, language: Language, signal?: AbortSignal): Promise<string> {
  if (formId) return formId;
  const query = `filter[language]=${language}&filter[status]=published`;
  const reply = await requestJson<{ data: FormDefinition[] }>(apiBase, `/forms?${query}`, withSignal(signal));
  // The language is checked here too: a form in another language must never be shown on this page.
  const form = (Array.isArray(reply.data) ? reply.data : []).find(
    (f) => f.kind === RENT_FORM_KIND && f.status === 'published' && f.language === language,
  );
  if (!form) throw new LrdxApiError({ code: 'form_not_found', message: `No published ${RENT_FORM_KIND} form in ${language}` }, 404);
  return String(form.id);
}

export async function fetchContactForm(
  apiBase: string,
  formId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<RentContactForm> {
  const id = await resolveFormId(apiBase, formId, language, signal);
  const reply = await requestJson<{ data: FormDefinition }>(apiBase, `/forms/${encodeURIComponent(id)}`, withSignal(signal));
  const definition = reply.data;
  const visible = definition.fields.filter((field) => field.type !== 'hidden');
  const initialValues: ContactValues = Object.fromEntries(
    visible.map((field) => [field.key, field.type === 'consent' ? false : (field.default_value ?? '')]),
  );
  return { formId: id, fields: visible, visible, definition, initialValues };
}

export interface SendContext {
  apiBase: string;
  language: Language;
  currency: string;
  /** The block's form_hidden_field_mapping and the UTM values. */
  hidden: Record<string, string>;
  /** The id the contact step resolved (the block may name none). */
  resolvedFormId: () => string;
}

export async function sendInquiry(context: SendContext, input: SendInquiryInput, signal?: AbortSignal): Promise<SendInquiryOutput> {
  const formId = context.resolvedFormId() || input.formId;
  const booking = inquiryFields(input.config, input.booking, context.currency, context.language);
  const body: LeadSubmission = {
    payload: { ...context.hidden, ...booking, ...input.contact } as LeadSubmission['payload'],
    language: context.language,
  };
  const reply = await requestJson<FormLeadReply>(context.apiBase, `/forms/${encodeURIComponent(formId)}/leads`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': input.idempotencyKey },
    ...withSignal(signal),
  });
  return { leadId: String(reply.data.id) };
}
