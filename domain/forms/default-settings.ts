/**
 * What a new form's settings and integrations are before an admin changes them: a thank-you text
 * in the form's language, notifications and confirmations off, the CRM on.
 */
import type { FormIntegrations, FormSettingsMap } from '../contracts/forms.js';
import type { Language } from '../languages.js';

const THANK_YOU: Record<Language, { heading: string; message: string; button_label: string }> = {
  ku: { heading: 'سوپاس!', message: 'داواکارییەکەت گەیشت. بەم زووانە پەیوەندیت پێوە دەکەین.', button_label: 'داخستن' },
  en: { heading: 'Thank you!', message: 'We have received your request and will contact you soon.', button_label: 'Close' },
  ar: { heading: 'شكرًا لك!', message: 'لقد تلقينا طلبك وسنتواصل معك قريبًا.', button_label: 'إغلاق' },
};

const CONFIRMATION_SUBJECT: Record<Language, string> = {
  ku: 'داواکارییەکەت گەیشت',
  en: 'We have received your request',
  ar: 'لقد تلقينا طلبك',
};

export function defaultSettings(language: Language): FormSettingsMap {
  return {
    thank_you: { ...THANK_YOU[language] },
    notifications: { enabled: false, recipients: [], notify_retailer: true, subject: 'New lead' },
    confirmations: { enabled: false, subject: CONFIRMATION_SUBJECT[language], message: THANK_YOU[language].message },
  };
}

export function defaultIntegrations(): FormIntegrations {
  return { crm: { enabled: true, field_mapping: {} } };
}
