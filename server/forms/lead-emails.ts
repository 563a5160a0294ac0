/**
 * The two e-mails of a lead, worded per language: the notification to the retailer (and the
 * listed recipients) with every answer, and the confirmation to the visitor with the form's text.
 * Plain text in the form's language: the outbox sends it as the text part and draws the HTML part
 * from it, in that language's direction (server/adapters/email/render.ts).
 */
import type { ConfirmationSettings, FormField, LeadPayload, NotificationSettings } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import type { EmailMessage } from '../adapters/email/outbox.js';

const WORDS: Record<Language, { newLead: string; form: string; yes: string; no: string; answers: string }> = {
  ku: { newLead: 'داواکارییەکی نوێ', form: 'فۆرم', yes: 'بەڵێ', no: 'نەخێر', answers: 'وەڵامەکانت' },
  en: { newLead: 'A new lead', form: 'Form', yes: 'yes', no: 'no', answers: 'Your answers' },
  ar: { newLead: 'طلب جديد', form: 'النموذج', yes: 'نعم', no: 'لا', answers: 'إجاباتك' },
};

function valueText(value: LeadPayload[string], language: Language): string {
  if (typeof value === 'boolean') return value ? WORDS[language].yes : WORDS[language].no;
  if (Array.isArray(value)) return value.join(', ');
  return value === null || value === undefined ? '' : String(value);
}

function answerLines(fields: readonly FormField[], values: LeadPayload, language: Language, withHidden: boolean): string[] {
  return fields
    .filter((field) => withHidden || field.type !== 'hidden')
    .filter((field) => values[field.key] !== undefined)
    .map((field) => `${field.label}: ${valueText(values[field.key] ?? null, language)}`);
}

export function notificationEmail(
  to: string,
  settings: NotificationSettings,
  form: { name: string; language: Language; fields: readonly FormField[] },
  values: LeadPayload,
  leadId: number,
): EmailMessage {
  const words = WORDS[form.language];
  return {
    to,
    subject: `${settings.subject} — ${form.name}`,
    body: [
      `${words.newLead} (#${leadId})`,
      `${words.form}: ${form.name}`,
      '',
      ...answerLines(form.fields, values, form.language, true),
    ].join('\n'),
    language: form.language,
  };
}

export function confirmationEmail(
  to: string,
  settings: ConfirmationSettings,
  fields: readonly FormField[],
  values: LeadPayload,
  language: Language,
): EmailMessage {
  return {
    to,
    subject: settings.subject,
    body: [settings.message, '', `${WORDS[language].answers}:`, ...answerLines(fields, values, language, false)].join('\n'),
    language,
  };
}

/** The visitor's address: the value of the form's first e-mail field, if they gave one. */
export function visitorEmail(fields: readonly FormField[], values: LeadPayload): string | null {
  const field = fields.find((candidate) => candidate.type === 'email' && typeof values[candidate.key] === 'string');
  return field ? (values[field.key] as string) : null;
}
