/**
 * The demo forms (docs/forms.md, "Seed"), each in Kurdish, Arabic and English: enquire about a vehicle, book a
 * test drive (preferred date and 24-hour time), request a brochure, contact us, keep me informed,
 * and the contact step of the rent-a-car overlay (the booking arrives in its hidden fields).
 * Every form carries the hidden fields a vehicle page and a campaign fill in — the vehicle id, the
 * retailer, and the UTM source/medium/campaign from the cookie — and its own thank-you text; the
 * enquiry and the test drive show the retailer as a select, preset to the car's retailer.
 * Safe to run twice: it seeds only when there are no forms yet.
 * Called by seedDemo: `await seedForms(trx);`
 */
import type { Kysely } from 'kysely';
import type { FormField, FormKind, FormSettingsMap, ThankYouSettings } from '../../domain/contracts/forms.js';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import { defaultIntegrations, defaultSettings } from '../../domain/forms/default-settings.js';
import type { Database } from '../db/schema.js';
import { dealerRows } from './dealers.js';

const SEEDED_AT = '2025-01-01T00:00:00.000Z';
type Words = Record<Language, string>;

const LABELS = {
  first_name: { ku: 'ناوی یەکەم', ar: 'الاسم الأول', en: 'First name' },
  last_name: { ku: 'ناوی کۆتایی', ar: 'اسم العائلة', en: 'Last name' },
  email: { ku: 'ئیمەیڵ', ar: 'البريد الإلكتروني', en: 'E-mail' },
  phone: { ku: 'ژمارەی مۆبایل', ar: 'رقم الهاتف', en: 'Phone number' },
  model: { ku: 'مۆدێل', ar: 'الطراز', en: 'Model' },
  message: { ku: 'پەیام', ar: 'الرسالة', en: 'Message' },
  preferred_time: { ku: 'ڕێکەوت و کاتی دڵخواز', ar: 'التاريخ والوقت المفضلان', en: 'Preferred date and time' },
  retailer: { ku: 'بریکار', ar: 'الوكيل', en: 'Retailer' },
  topic: { ku: 'بابەت', ar: 'الموضوع', en: 'Topic' },
  interests: { ku: 'حەزم لێیە ئاگادار بم لە', ar: 'أرغب في معرفة المزيد عن', en: 'Tell me about' },
  privacy: {
    ku: 'ڕازیم کە زانیارییەکانم بۆ وەڵامدانەوەی داواکارییەکەم بەکاربهێنرێن.',
    ar: 'أوافق على استخدام بياناتي للرد على طلبي.',
    en: 'I agree that my details are used to answer my request.',
  },
  marketing: {
    ku: 'ڕازیم کە هەواڵ و پێشکەشکراوەکانم بۆ بنێردرێت.',
    ar: 'أوافق على تلقي الأخبار والعروض.',
    en: 'I agree to receive news and offers.',
  },
} satisfies Record<string, Words>;

const OPTION_LABELS = {
  sales: { ku: 'کڕین', ar: 'المبيعات', en: 'Buying a vehicle' },
  service: { ku: 'خزمەتگوزاری', ar: 'الخدمة والصيانة', en: 'Service' },
  other: { ku: 'بابەتی تر', ar: 'موضوع آخر', en: 'Something else' },
  new_vehicles: { ku: 'ئۆتۆمبێلی نوێ', ar: 'السيارات الجديدة', en: 'New vehicles' },
  offers: { ku: 'پێشکەشکراوەکان', ar: 'العروض', en: 'Offers' },
  events: { ku: 'بۆنەکان', ar: 'الفعاليات', en: 'Events' },
} satisfies Record<string, Words>;

const MODELS = ['Defender', 'Discovery', 'Discovery Sport', 'Range Rover', 'Range Rover Sport', 'Range Rover Velar', 'Range Rover Evoque'];

const label = (key: keyof typeof LABELS, language: Language) => LABELS[key][language];
const options = (keys: (keyof typeof OPTION_LABELS)[], language: Language) =>
  keys.map((value) => ({ value, label: OPTION_LABELS[value][language] }));

function field(key: keyof typeof LABELS, type: FormField['type'], language: Language, rules: FormField['rules'] = {}): FormField {
  return { key, type, label: label(key, language), rules };
}

/**
 * The retailer as a select the visitor sees (an enquiry or a test drive goes to one retailer): the
 * seeded dealers by code, preset to the retailer of the car the form was opened from
 * (`hidden.source: 'retailer'`, widgets/form/hidden-values.ts presetValues).
 */
function retailerField(language: Language, required: boolean): FormField {
  return {
    ...field('retailer', 'select', language, { required }),
    options: dealerRows().map((dealer) => ({ value: dealer.dealer_code, label: dealer.name })),
    hidden: { source: 'retailer' },
  };
}

/**
 * Hidden fields every seeded form has: the vehicle and retailer it was opened for, and the campaign
 * (without the retailer where the form shows it as a select).
 */
function hiddenFields(withRetailer = true): FormField[] {
  return [
    { key: 'vehicle_id', type: 'hidden', label: 'vehicle_id', hidden: { source: 'vehicle' }, rules: { max: 40 } },
    ...(withRetailer
      ? [{ key: 'retailer', type: 'hidden', label: 'retailer', hidden: { source: 'retailer' }, rules: { max: 40 } } satisfies FormField]
      : []),
    { key: 'utm_source', type: 'hidden', label: 'utm_source', hidden: { source: 'utm', name: 'utm_source' }, rules: { max: 200 } },
    { key: 'utm_medium', type: 'hidden', label: 'utm_medium', hidden: { source: 'utm', name: 'utm_medium' }, rules: { max: 200 } },
    { key: 'utm_campaign', type: 'hidden', label: 'utm_campaign', hidden: { source: 'utm', name: 'utm_campaign' }, rules: { max: 200 } },
  ];
}

const NAME = { required: true, min: 2, max: 50 };

/** What <lrdx-rent-a-car> sends of the booking (domain/rent-a-car/inquiry.ts, INQUIRY_FIELDS). */
function bookingFields(): FormField[] {
  const mapped = (key: string, max: number): FormField => ({
    key,
    type: 'hidden',
    label: key,
    hidden: { source: 'mapping' },
    rules: { max },
  });
  return [
    mapped('pickup_location', 200),
    mapped('dropoff_location', 200),
    mapped('pickup_date', 10),
    mapped('dropoff_date', 10),
    mapped('vehicle', 100),
    mapped('extras', 500),
    mapped('total_price', 50),
    mapped('summary', 1000),
  ];
}

function modelField(language: Language, required: boolean): FormField {
  return { ...field('model', 'select', language, { required }), options: MODELS.map((model) => ({ value: model, label: model })) };
}

/** Who is asking: both names and the e-mail address, first on every seeded form but keep-informed. */
const nameAndEmail = (language: Language): FormField[] => [
  field('first_name', 'text', language, NAME),
  field('last_name', 'text', language, NAME),
  field('email', 'email', language, { required: true }),
];

/**
 * An enquiry or a test drive: about one model, sent to the retailer the visitor picks (both
 * required for a test drive), with a phone to call back on and `request`, what is asked for.
 */
function retailerRequestFields(language: Language, required: boolean, request: FormField): FormField[] {
  return [
    ...nameAndEmail(language),
    field('phone', 'phone', language, { required: true }),
    modelField(language, required),
    retailerField(language, required),
    request,
    field('privacy', 'consent', language, { required: true }),
    ...hiddenFields(false),
  ];
}

interface SeedForm {
  kind: FormKind;
  name: Words;
  fields: (language: Language) => FormField[];
  thankYou: Record<Language, ThankYouSettings>;
}

const FORMS: SeedForm[] = [
  {
    kind: 'enquiry',
    name: { ku: 'پرسیار دەربارەی ئۆتۆمبێل', ar: 'استفسار عن سيارة', en: 'Enquire about a vehicle' },
    fields: (language) => retailerRequestFields(language, false, field('message', 'textarea', language, { max: 1000 })),
    thankYou: {
      ku: { heading: 'سوپاس بۆ پرسیارەکەت', message: 'بریکارەکەمان بەم زووانە وەڵامت دەداتەوە.' },
      ar: { heading: 'شكرًا على استفسارك', message: 'سيتواصل معك الوكيل قريبًا.' },
      en: { heading: 'Thank you for your enquiry', message: 'The retailer will get back to you soon.' },
    },
  },
  {
    kind: 'test_drive',
    name: { ku: 'داواکردنی تاقیکردنەوەی لێخوڕین', ar: 'حجز تجربة قيادة', en: 'Book a test drive' },
    fields: (language) => retailerRequestFields(language, true, field('preferred_time', 'datetime', language, { required: true })),
    thankYou: {
      ku: { heading: 'داواکارییەکەت گەیشت', message: 'بریکارەکە پەیوەندیت پێوە دەکات بۆ جێگیرکردنی کاتی تاقیکردنەوەی لێخوڕین.' },
      ar: { heading: 'تم استلام طلبك', message: 'سيتصل بك الوكيل لتأكيد موعد تجربة القيادة.' },
      en: { heading: 'Your test drive request is in', message: 'The retailer will call you to confirm the time of your test drive.' },
    },
  },
  {
    kind: 'brochure',
    name: { ku: 'داواکردنی بڕۆشوور', ar: 'طلب كتيّب', en: 'Request a brochure' },
    fields: (language) => [
      ...nameAndEmail(language),
      modelField(language, true),
      field('privacy', 'consent', language, { required: true }),
      ...hiddenFields(),
    ],
    thankYou: {
      ku: { heading: 'سوپاس!', message: 'بڕۆشوورەکە بۆ ئیمەیڵەکەت دەنێرین.' },
      ar: { heading: 'شكرًا!', message: 'سنرسل الكتيّب إلى بريدك الإلكتروني.' },
      en: { heading: 'Thank you!', message: 'We will send the brochure to your e-mail address.' },
    },
  },
  {
    kind: 'contact',
    name: { ku: 'پەیوەندیمان پێوە بکە', ar: 'اتصل بنا', en: 'Contact us' },
    fields: (language) => [
      ...nameAndEmail(language),
      field('phone', 'phone', language),
      { ...field('topic', 'radio', language, { required: true }), options: options(['sales', 'service', 'other'], language) },
      field('message', 'textarea', language, { required: true, min: 10, max: 2000 }),
      field('privacy', 'consent', language, { required: true }),
      ...hiddenFields(),
    ],
    thankYou: {
      ku: { heading: 'سوپاس بۆ پەیامەکەت', message: 'بەم زووانە وەڵامت دەدەینەوە.' },
      ar: { heading: 'شكرًا على رسالتك', message: 'سنرد عليك قريبًا.' },
      en: { heading: 'Thank you for your message', message: 'We will answer you soon.' },
    },
  },
  {
    kind: 'keep_informed',
    name: { ku: 'ئاگادارم بکەرەوە', ar: 'ابقني على اطلاع', en: 'Keep me informed' },
    fields: (language) => [
      field('first_name', 'text', language, NAME),
      field('email', 'email', language, { required: true }),
      { ...field('interests', 'checkbox', language, { min: 1 }), options: options(['new_vehicles', 'offers', 'events'], language) },
      field('marketing', 'consent', language, { required: true }),
      ...hiddenFields(),
      // What the offers-to-Salesforce block adds: its category and the offers it signs up for.
      { key: 'offers_category', type: 'hidden', label: 'offers_category', hidden: { source: 'mapping' }, rules: { max: 100 } },
      { key: 'offers_interests', type: 'hidden', label: 'offers_interests', hidden: { source: 'mapping' }, rules: { max: 200 } },
    ],
    thankYou: {
      ku: { heading: 'سوپاس!', message: 'لەمەودوا هەواڵە نوێیەکانت بۆ دەنێرین.' },
      ar: { heading: 'شكرًا!', message: 'سنرسل إليك آخر الأخبار.' },
      en: { heading: 'Thank you!', message: 'We will keep you posted.' },
    },
  },
  {
    kind: 'car_rental',
    name: { ku: 'بەکرێگرتنی ئۆتۆمبێل', ar: 'استئجار سيارة', en: 'Rent a car' },
    fields: (language) => [
      ...nameAndEmail(language),
      field('phone', 'phone', language, { required: true }),
      field('message', 'textarea', language, { max: 1000 }),
      field('privacy', 'consent', language, { required: true }),
      ...bookingFields(),
      ...hiddenFields().filter((f) => f.hidden?.source === 'utm'),
    ],
    // The catalogue's rent thank-you texts (section 8).
    thankYou: {
      ku: { heading: 'سوپاس!', message: 'داواکارییەکەت نێردرا. بەم زووانە پەیوەندیت پێوە دەکەین.' },
      ar: { heading: 'شكرًا!', message: 'تم إرسال استفسارك. سنتواصل معك قريبًا.' },
      en: { heading: 'Thank you!', message: 'Your inquiry has been sent. We will contact you soon.' },
    },
  },
];

export const SEEDED_FORM_COUNT = FORMS.length * LANGUAGES.length;

export async function seedForms(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('forms').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const rows = FORMS.flatMap((form) =>
    LANGUAGES.map((language) => {
      const settings: FormSettingsMap = { ...defaultSettings(language), thank_you: form.thankYou[language] };
      return {
        name: form.name[language],
        kind: form.kind,
        language,
        status: 'published',
        fields: JSON.stringify(form.fields(language)),
        recaptcha: 1,
        settings: JSON.stringify(settings),
        integrations: JSON.stringify(defaultIntegrations()),
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      };
    }),
  );
  await db.insertInto('forms').values(rows).execute();
  return rows.length;
}
