/**
 * Wire types of the Forms API (docs/forms.md) that the server answers with and
 * `<lrdx-form>`, its machine and the CMS form builder read. One form is written in one language
 * (`language`); the pages of each language link their own forms, as pages and nav entries do.
 */
import type { Language } from '../languages.js';

/** Every field type a form may hold, in the builder's order. */
export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'textarea',
  'number',
  'date',
  'datetime',
  'select',
  'radio',
  'checkbox',
  'consent',
  'hidden',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The types whose value is one (select, radio) or several (checkbox) of the field's options. */
export const OPTION_FIELD_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkbox'];

/**
 * Where a select or radio takes its options from: typed by the admin (`typed`, the default), or the
 * current retailer list (`retailers`: value = dealer code, label = the retailer's name and place in
 * the form's language), filled in by the server whenever the form is read, so a new retailer appears
 * without editing the form.
 */
export type FormFieldOptionsSource = 'typed' | 'retailers';
export const FORM_FIELD_OPTION_SOURCES: readonly FormFieldOptionsSource[] = ['typed', 'retailers'];
/** The types whose options may come from the retailer list. */
export const RETAILER_OPTION_TYPES: readonly FormFieldType[] = ['select', 'radio'];

export interface FormFieldOption {
  /** What the lead stores and the CSV shows. */
  value: string;
  /** What the visitor reads, in the form's language. */
  label: string;
}

/**
 * The registered rules (docs/forms.md, "Field rules": required, min, size, max). For text-like fields min/size/max count
 * characters (max answers 'Character limit exceeded'); for `number` min and max bound the value and
 * size counts its digits; for `checkbox` min/max count the chosen options.
 */
export interface FormFieldRules {
  required?: boolean;
  min?: number;
  size?: number;
  max?: number;
}

/**
 * Where a hidden field's value comes from: `mapping` — the block's `form_hidden_field_mapping` or
 * the link button's `hidden_fields` (by the field's key); `utm` — the UTM cookie (`name` is the UTM
 * parameter, e.g. `utm_source`); `vehicle` — the id of the vehicle the form was opened from;
 * `retailer` — that vehicle's (or page's) retailer: its dealer code (a dealer or location id also works).
 */
export type HiddenFieldSource = 'mapping' | 'utm' | 'vehicle' | 'retailer';

export interface HiddenFieldMapping {
  source: HiddenFieldSource;
  /** For `utm`: the parameter name (`utm_source`, `utm_medium`, ...). Otherwise the mapping key (defaults to the field key). */
  name?: string;
}

export interface FormField {
  /** The payload member and CSV column: `[a-z][a-z0-9_]*`, unique in the form. */
  key: string;
  type: FormFieldType;
  label: string;
  placeholder?: string;
  /** A hint under the field. */
  help?: string;
  /** For select, radio and checkbox. With `options_from: 'retailers'` the server fills them in on every read. */
  options?: FormFieldOption[];
  /** Where the options come from (absent = `typed`). */
  options_from?: FormFieldOptionsSource;
  rules?: FormFieldRules;
  /**
   * For hidden fields: where the widget takes the value from. On a select or radio: where its preset
   * comes from (the retailer select starts at the car's retailer), used when it is one of the options.
   */
  hidden?: HiddenFieldMapping;
  /** A preset value (hidden fields without a source, preselected option). */
  default_value?: string;
}

export type FormStatus = 'draft' | 'published';
export const FORM_STATUSES: readonly FormStatus[] = ['draft', 'published'];

/** What a form is for: the seeded kinds and anything else (`other`). */
export type FormKind = 'enquiry' | 'test_drive' | 'brochure' | 'contact' | 'keep_informed' | 'car_rental' | 'other';
export const FORM_KINDS: readonly FormKind[] = ['enquiry', 'test_drive', 'brochure', 'contact', 'keep_informed', 'car_rental', 'other'];

/** The form definition every client renders and the server validates leads against. */
export interface FormDefinition {
  id: number;
  name: string;
  kind: FormKind;
  language: Language;
  status: FormStatus;
  /** The fields, in display (and CSV column) order. */
  fields: FormField[];
  /** Ask for a reCAPTCHA token when the server has reCAPTCHA configured. */
  recaptcha: boolean;
  created_at: string;
  updated_at: string;
}

/** `POST /forms` and `PUT /forms/{id}` body. */
export interface FormInput {
  name: string;
  kind?: FormKind;
  language: Language;
  status?: FormStatus;
  fields: FormField[];
  recaptcha?: boolean;
}

/** `GET /forms/{id}/settings/thank_you`: what the visitor sees after sending. */
export interface ThankYouSettings {
  heading: string;
  message: string;
  button_label?: string;
  /** Go there instead of showing the thank-you view. */
  redirect_url?: string;
}

/** `GET /forms/{id}/settings/notifications`: the e-mail to the retailer (and listed addresses). */
export interface NotificationSettings {
  enabled: boolean;
  /** Extra recipients; the lead's retailer (hidden field `retailer`) is added when `notify_retailer`. */
  recipients: string[];
  notify_retailer: boolean;
  subject: string;
}

/** `GET /forms/{id}/settings/confirmations`: the e-mail to the visitor (to the form's e-mail field). */
export interface ConfirmationSettings {
  enabled: boolean;
  subject: string;
  message: string;
}

export interface FormSettingsMap {
  thank_you: ThankYouSettings;
  notifications: NotificationSettings;
  confirmations: ConfirmationSettings;
}
export type FormSettingsKind = keyof FormSettingsMap;
export const FORM_SETTINGS_KINDS: readonly FormSettingsKind[] = ['thank_you', 'notifications', 'confirmations'];

/** `GET`/`PUT /forms/{id}/integrations`: where the form's leads go. */
export interface FormIntegrations {
  crm: {
    enabled: boolean;
    /** CRM campaign or lead source the lead is filed under. */
    campaign?: string;
    /** Form field key → CRM field name; unmapped fields go under their own key. */
    field_mapping: Record<string, string>;
  };
}

/** `GET /integrations/active_system`. */
export interface ActiveSystem {
  /** `local` is the outbox stand-in (architecture, "Real parts and their local stand-ins"). */
  system: 'salesforce' | 'local';
  configured: boolean;
}

/** `GET /integrations/verify`: whether the active CRM answers. */
export interface IntegrationVerification {
  system: ActiveSystem['system'];
  ok: boolean;
  message: string;
}

/** A retailer location forms may be sent to (`/locations`). */
export interface FormLocation {
  id: number;
  name: string;
  city: string;
  address: string;
  phone?: string;
  email?: string;
  /** The dealer this location belongs to, when known. */
  dealer_id?: number;
}
export type FormLocationInput = Omit<FormLocation, 'id'>;

/** One value a visitor may send: text, a number, a consent tick or the chosen options of a checkbox. */
export type LeadValue = string | number | boolean | string[] | null;
export type LeadPayload = Record<string, LeadValue>;

/** `POST /forms/{id}/leads` body. */
export interface LeadSubmission {
  payload: LeadPayload;
  /** The page language the visitor used (messages and the confirmation e-mail follow it). */
  language?: Language;
  'g-recaptcha-response'?: string;
}

/** Where a lead has gone: one row per delivery (CRM, retailer notification, visitor confirmation). */
export type LeadIntegrationKind = 'crm' | 'notification_email' | 'confirmation_email';
export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface LeadIntegrationState {
  id: number;
  integration: LeadIntegrationKind;
  state: DeliveryState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  updated_at: string;
}

export interface FormLead {
  id: number;
  form_id: number;
  language: Language;
  /** The validated values (phones as E.164, digits Western), by field key. */
  values: LeadPayload;
  created_at: string;
}

/** `POST /forms/{id}/leads` (201) and `GET /forms/{id}/leads/{leadId}`. */
export interface FormLeadReply {
  data: FormLead & { integrations: LeadIntegrationState[] };
}

/** `GET /forms/{id}/leads`. */
export interface FormLeadListReply {
  items: FormLead[];
  meta: { page: number; items: number; total: number; pages: number };
}

export type LeadExportStatus = 'pending' | 'running' | 'done' | 'failed';

/** `POST /forms/{id}/lead_exports` body: the leads list's filters and sort. */
export interface LeadExportRequest {
  /** `search`: as the leads list's `filter[search]`. */
  filters?: { created_at_gteq?: string; created_at_lteq?: string; search?: string };
  /** `created_at` or `-created_at` (newest first, the default). */
  sort?: string;
}

/** `GET /forms/{id}/lead_exports/{exportId}`. */
export interface LeadExportJob {
  id: number;
  form_id: number;
  status: LeadExportStatus;
  /** 0..100. */
  progress: number;
  total: number;
  processed: number;
  error: string | null;
  created_at: string;
  /** Set when `status` is `done`. */
  download_url: string | null;
}

/** `GET /forms/{id}/export` and `POST /forms/import`: a form with its settings and integrations, portable. */
export interface FormExportDocument {
  format: 'lrdx-form';
  version: 1;
  form: FormInput;
  settings: FormSettingsMap;
  integrations: FormIntegrations;
}

/** A field's refusal: the rule that failed and its message in the visitor's language. */
export interface FieldError {
  code: FieldErrorCode;
  message: string;
}

export type FieldErrorCode =
  'required' | 'min' | 'size' | 'max' | 'email' | 'phone' | 'number' | 'date' | 'datetime' | 'option' | 'consent' | 'type';

/** Per-field errors by field key (only the failing fields). */
export type FieldErrors = Record<string, FieldError>;

/**
 * A 422 refusal of `POST /forms/{id}/leads`: the shared error shape with the first failing field in
 * `field` and every failing field in `fields` (the widget marks them all).
 */
export interface LeadValidationErrorBody {
  error: { code: 'validation_failed'; message: string; field: string; fields: FieldErrors };
}
