/**
 * The texts of the admin's form builder, leads browser and lead exports in ku / en / ar (the
 * admin follows the {lang} segment of its URL, as the editor does: site/editor-kit/editor-i18n.ts). Kurdish
 * words follow docs/glossary-ku.md («بریکار» for the retailer).
 */
import type { FieldErrorCode, FormFieldOptionsSource, FormFieldType, FormKind, HiddenFieldSource } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import { COMMON_WORDS, type CommonWords } from '../editor-kit/common-words.js';

export interface FormsStrings extends Pick<CommonWords, 'save' | 'edit' | 'delete' | 'saved' | 'language' | 'close'> {
  formsTab: string;
  leadsTab: string;
  formsHeading: string;
  languages: Record<Language, string>;
  allLanguages: string;
  noForms: string;
  newForm: string;
  formName: string;
  formKind: string;
  kinds: Record<FormKind, string>;
  status: string;
  statuses: Record<'draft' | 'published', string>;
  createForm: string;
  duplicate: string;
  /** {name} is replaced. */
  copyName: string;
  /** {name} is replaced. */
  deleteFormConfirm: string;
  back: string;
  fieldsHeading: string;
  addField: string;
  /** {n} is replaced. */
  fieldN: string;
  fieldKey: string;
  fieldKeyHint: string;
  fieldType: string;
  types: Record<FormFieldType, string>;
  fieldLabel: string;
  placeholder: string;
  help: string;
  rules: Record<'required' | 'min' | 'size' | 'max', string>;
  rulesHint: string;
  options: string;
  optionValue: string;
  optionLabel: string;
  addOption: string;
  /** Where a select's or radio's options come from: typed here, or the retailer list. */
  optionsFrom: string;
  optionsFromSources: Record<FormFieldOptionsSource, string>;
  optionsFromRetailersHint: string;
  /** {count} is replaced: how many retailers the saved form lists now. */
  optionsFromRetailersCount: string;
  remove: string;
  moveUp: string;
  moveDown: string;
  hiddenSource: string;
  hiddenSources: Record<HiddenFieldSource, string>;
  hiddenName: string;
  hiddenNameHint: string;
  /** A select's or radio's preset source (the option it starts at). */
  presetSource: string;
  presetNone: string;
  presetSourceHint: string;
  defaultValue: string;
  recaptcha: string;
  publish: string;
  unpublish: string;
  thankYouHeading: string;
  heading: string;
  message: string;
  buttonLabel: string;
  redirectUrl: string;
  notificationsHeading: string;
  enabled: string;
  recipients: string;
  recipientsHint: string;
  notifyRetailer: string;
  subject: string;
  confirmationsHeading: string;
  integrationsHeading: string;
  crmEnabled: string;
  campaign: string;
  fieldMapping: string;
  fieldMappingHint: string;
  activeSystem: string;
  systems: Record<'salesforce' | 'local', string>;
  verify: string;
  loading: string;
  /** Leads. */
  leadsHeading: string;
  chooseForm: string;
  from: string;
  to: string;
  sort: string;
  newestFirst: string;
  oldestFirst: string;
  apply: string;
  created: string;
  lead: string;
  noLeads: string;
  /** {total} is replaced. */
  total: string;
  /** The search box over the lead values, its hint and its clear button. */
  search: string;
  searchHint: string;
  clearSearch: string;
  /** {total} and {search} are replaced: how many leads the applied search matches. */
  searchTotal: string;
  /** {page} and {pages} are replaced. */
  pageOf: string;
  previous: string;
  next: string;
  pagination: string;
  open: string;
  /** {id} is replaced. */
  leadTitle: string;
  deliveries: string;
  integrationKinds: Record<'crm' | 'notification_email' | 'confirmation_email', string>;
  deliveryStates: Record<'pending' | 'delivered' | 'failed', string>;
  delivery: string;
  state: string;
  attempts: string;
  lastError: string;
  retry: string;
  retried: string;
  deleteLead: string;
  /** {id} is replaced. */
  deleteLeadConfirm: string;
  leadDeleted: string;
  /** Exports. */
  exportHeading: string;
  exportHint: string;
  startExport: string;
  exportStates: Record<'pending' | 'running' | 'done' | 'failed', string>;
  /** {processed} and {total} are replaced. */
  exportProgress: string;
  download: string;
  fieldErrors: Partial<Record<FieldErrorCode, string>>;
}

const en: FormsStrings = {
  ...COMMON_WORDS.en,
  formsTab: 'Forms',
  leadsTab: 'Leads',
  formsHeading: 'Forms',
  languages: { ku: 'Kurdish', ar: 'Arabic', en: 'English' },
  allLanguages: 'All languages',
  noForms: 'No forms yet.',
  newForm: 'New form',
  formName: 'Name',
  formKind: 'Purpose',
  kinds: {
    enquiry: 'Enquiry about a vehicle',
    test_drive: 'Test drive',
    brochure: 'Brochure',
    contact: 'Contact',
    keep_informed: 'Keep me informed',
    car_rental: 'Car rental',
    other: 'Other',
  },
  status: 'Status',
  statuses: { draft: 'Draft', published: 'Published' },
  createForm: 'Create form',
  duplicate: 'Duplicate',
  copyName: '{name} (copy)',
  deleteFormConfirm: 'Delete the form “{name}”? This cannot be undone.',
  back: 'Back to the forms',
  fieldsHeading: 'Fields',
  addField: 'Add a field',
  fieldN: 'Field {n}',
  fieldKey: 'Key',
  fieldKeyHint: 'Lower-case letters, digits and _; the CSV column and CRM name.',
  fieldType: 'Type',
  types: {
    text: 'Text',
    email: 'E-mail',
    phone: 'Phone',
    textarea: 'Long text',
    number: 'Number',
    date: 'Date',
    datetime: 'Date and time',
    select: 'Drop-down list',
    radio: 'Radio buttons',
    checkbox: 'Checkboxes',
    consent: 'Consent',
    hidden: 'Hidden',
  },
  fieldLabel: 'Label',
  placeholder: 'Placeholder',
  help: 'Hint',
  rules: { required: 'Required', min: 'Minimum', size: 'Exact size', max: 'Maximum' },
  rulesHint: 'Characters for text, the value for numbers, chosen options for checkboxes.',
  options: 'Options',
  optionValue: 'Value',
  optionLabel: 'Label',
  addOption: 'Add an option',
  optionsFrom: 'Options from',
  optionsFromSources: { typed: 'Options typed here', retailers: 'The retailer list' },
  optionsFromRetailersHint:
    'The form lists the retailers as they are now, by name; the lead keeps the dealer code. A new retailer appears without editing the form.',
  optionsFromRetailersCount: 'Listing {count} retailers now.',
  remove: 'Remove',
  moveUp: 'Move up',
  moveDown: 'Move down',
  hiddenSource: 'Value comes from',
  hiddenSources: {
    mapping: 'The page (form_hidden_field_mapping)',
    utm: 'The campaign (UTM cookie)',
    vehicle: 'The vehicle',
    retailer: 'The retailer',
  },
  hiddenName: 'Mapping key or UTM parameter',
  hiddenNameHint: 'Empty: the field key.',
  presetSource: 'Preselect from',
  presetNone: 'Nothing (the default value)',
  presetSourceHint:
    'Chosen only when that value is one of the options: "The retailer" starts at the retailer of the car the form was opened for.',
  defaultValue: 'Default value',
  recaptcha: 'Ask for reCAPTCHA',
  publish: 'Publish',
  unpublish: 'Unpublish',
  thankYouHeading: 'Thank-you view',
  heading: 'Heading',
  message: 'Message',
  buttonLabel: 'Button label',
  redirectUrl: 'Go to this address instead',
  notificationsHeading: 'Notification e-mail to the retailer',
  enabled: 'On',
  recipients: 'Extra recipients',
  recipientsHint: 'One e-mail address a line.',
  notifyRetailer: 'Send to the lead’s retailer',
  subject: 'Subject',
  confirmationsHeading: 'Confirmation e-mail to the visitor',
  integrationsHeading: 'CRM',
  crmEnabled: 'Send leads to the CRM',
  campaign: 'Campaign',
  fieldMapping: 'Field mapping',
  fieldMappingHint: 'One “field_key=CrmField” a line; other fields keep their key.',
  activeSystem: 'Active CRM',
  systems: { salesforce: 'Salesforce', local: 'Local outbox (no CRM configured)' },
  verify: 'Check the connection',
  loading: 'Loading…',
  leadsHeading: 'Leads',
  chooseForm: 'Form',
  from: 'Created from',
  to: 'Created to',
  sort: 'Order',
  newestFirst: 'Newest first',
  oldestFirst: 'Oldest first',
  apply: 'Show',
  created: 'Created',
  lead: 'Lead',
  noLeads: 'No leads match.',
  total: '{total} leads',
  search: 'Search leads',
  searchHint: 'A name, an e-mail, a phone number or any answer; Kurdish, Arabic or Latin digits.',
  clearSearch: 'Clear search',
  searchTotal: '{total} leads match “{search}”',
  pageOf: 'Page {page} of {pages}',
  previous: 'Previous page',
  next: 'Next page',
  pagination: 'Pages',
  open: 'Open',
  leadTitle: 'Lead {id}',
  deliveries: 'Deliveries',
  integrationKinds: { crm: 'CRM', notification_email: 'Retailer e-mail', confirmation_email: 'Visitor e-mail' },
  deliveryStates: { pending: 'Waiting', delivered: 'Delivered', failed: 'Failed' },
  delivery: 'Delivery',
  state: 'State',
  attempts: 'Attempts',
  lastError: 'Last error',
  retry: 'Retry failed deliveries',
  retried: 'The failed deliveries are queued again.',
  deleteLead: 'Delete lead',
  deleteLeadConfirm: 'Delete lead {id} and its personal data everywhere? This cannot be undone.',
  leadDeleted: 'The lead is deleted.',
  exportHeading: 'Export',
  exportHint: 'Exports the leads of the filters above as a CSV file (UTF-8, opens in Excel).',
  startExport: 'Export to CSV',
  exportStates: { pending: 'Waiting to start', running: 'Exporting', done: 'Ready', failed: 'Failed' },
  exportProgress: '{processed} of {total} leads',
  download: 'Download the CSV',
  fieldErrors: {},
};

const ku: FormsStrings = {
  ...COMMON_WORDS.ku,
  formsTab: 'فۆرمەکان',
  leadsTab: 'نامە وەرگیراوەکان',
  formsHeading: 'فۆرمەکان',
  languages: { ku: 'کوردی', ar: 'عەرەبی', en: 'ئینگلیزی' },
  allLanguages: 'هەموو زمانەکان',
  noForms: 'هێشتا هیچ فۆرمێک نییە.',
  newForm: 'فۆرمی نوێ',
  formName: 'ناو',
  formKind: 'مەبەست',
  kinds: {
    enquiry: 'پرسیار دەربارەی ئۆتۆمبێل',
    test_drive: 'تاقیکردنەوەی لێخوڕین',
    brochure: 'بڕۆشوور',
    contact: 'پەیوەندی',
    keep_informed: 'ئاگادارم بکەرەوە',
    car_rental: 'بەکرێگرتنی ئۆتۆمبێل',
    other: 'تر',
  },
  status: 'بار',
  statuses: { draft: 'ڕەشنووس', published: 'بڵاوکراوە' },
  createForm: 'دروستکردنی فۆرم',
  duplicate: 'لەبەرگرتنەوە',
  copyName: '{name} (لەبەرگیراوە)',
  deleteFormConfirm: 'فۆرمی «{name}» بسڕدرێتەوە؟ ناتوانرێت بگەڕێندرێتەوە.',
  back: 'گەڕانەوە بۆ فۆرمەکان',
  fieldsHeading: 'خانەکان',
  addField: 'زیادکردنی خانە',
  fieldN: 'خانەی {n}',
  fieldKey: 'کلیل',
  fieldKeyHint: 'پیتی بچووکی لاتینی، ژمارە و _؛ ناوی ستوونی CSV و CRM.',
  fieldType: 'جۆر',
  types: {
    text: 'دەق',
    email: 'ئیمەیڵ',
    phone: 'تەلەفۆن',
    textarea: 'دەقی درێژ',
    number: 'ژمارە',
    date: 'ڕێکەوت',
    datetime: 'ڕێکەوت و کات',
    select: 'لیستی هەڵبژاردن',
    radio: 'دوگمەی هەڵبژاردن',
    checkbox: 'چوارگۆشەی دیاریکردن',
    consent: 'ڕەزامەندی',
    hidden: 'شاراوە',
  },
  fieldLabel: 'ناونیشان',
  placeholder: 'دەقی نموونە',
  help: 'ڕێنمایی',
  rules: { required: 'پێویستە', min: 'کەمترین', size: 'قەبارەی تەواو', max: 'زۆرترین' },
  rulesHint: 'بۆ دەق ژمارەی پیت، بۆ ژمارە بەهاکەی، بۆ چوارگۆشە ژمارەی هەڵبژاردنەکان.',
  options: 'هەڵبژاردنەکان',
  optionValue: 'بەها',
  optionLabel: 'ناونیشان',
  addOption: 'زیادکردنی هەڵبژاردن',
  optionsFrom: 'هەڵبژاردنەکان لە',
  optionsFromSources: { typed: 'ئەو هەڵبژاردنانەی لێرە دەنووسرێن', retailers: 'لیستی بریکاران' },
  optionsFromRetailersHint:
    'فۆرمەکە بریکاران بەو شێوەیەی ئێستا هەن بە ناو پیشان دەدات؛ نامەکە کۆدی بریکار هەڵدەگرێت. بریکارێکی نوێ بەبێ دەستکاریکردنی فۆرمەکە دەردەکەوێت.',
  optionsFromRetailersCount: 'ئێستا {count} بریکار پیشان دەدرێن.',
  remove: 'لابردن',
  moveUp: 'بردنە سەرەوە',
  moveDown: 'بردنە خوارەوە',
  hiddenSource: 'بەهاکەی لە کوێوە دێت',
  hiddenSources: {
    mapping: 'پەڕەکە (form_hidden_field_mapping)',
    utm: 'کەمپەین (کووکی UTM)',
    vehicle: 'ئۆتۆمبێلەکە',
    retailer: 'بریکارەکە',
  },
  hiddenName: 'کلیلی نەخشە یان پارامیتەری UTM',
  hiddenNameHint: 'بەتاڵ: کلیلی خانەکە.',
  presetSource: 'هەڵبژاردنی پێشوەختە لە',
  presetNone: 'هیچ (بەهای بنەڕەتی)',
  presetSourceHint:
    'تەنها کاتێک هەڵدەبژێردرێت کە ئەو بەهایە یەکێک بێت لە هەڵبژاردنەکان: «بریکارەکە» بە بریکاری ئەو ئۆتۆمبێلە دەست پێدەکات کە فۆرمەکەی لێوە کراوەتەوە.',
  defaultValue: 'بەهای بنەڕەتی',
  recaptcha: 'داوای reCAPTCHA بکە',
  publish: 'بڵاوکردنەوە',
  unpublish: 'لابردنی بڵاوکردنەوە',
  thankYouHeading: 'پەیامی سوپاس',
  heading: 'سەردێڕ',
  message: 'پەیام',
  buttonLabel: 'دەقی دوگمە',
  redirectUrl: 'لە جیاتی ئەوە بچۆ بۆ ئەم ناونیشانە',
  notificationsHeading: 'ئیمەیڵی ئاگادارکردنەوە بۆ بریکار',
  enabled: 'چالاک',
  recipients: 'وەرگری زیاتر',
  recipientsHint: 'لە هەر دێڕێکدا ئیمەیڵێک.',
  notifyRetailer: 'بۆ بریکاری نامەکە بنێرە',
  subject: 'بابەت',
  confirmationsHeading: 'ئیمەیڵی پشتڕاستکردنەوە بۆ سەردانکەر',
  integrationsHeading: 'CRM',
  crmEnabled: 'ناردنی نامەکان بۆ CRM',
  campaign: 'کەمپەین',
  fieldMapping: 'نەخشەی خانەکان',
  fieldMappingHint: 'لە هەر دێڕێکدا «field_key=CrmField»؛ خانەکانی تر کلیلی خۆیان دەمێنێت.',
  activeSystem: 'CRMی چالاک',
  systems: { salesforce: 'Salesforce', local: 'سندوقی ناوخۆیی (هیچ CRM ڕێکنەخراوە)' },
  verify: 'پشکنینی پەیوەندی',
  loading: 'بار دەکرێت…',
  leadsHeading: 'نامە وەرگیراوەکان',
  chooseForm: 'فۆرم',
  from: 'دروستکراو لە',
  to: 'دروستکراو تا',
  sort: 'ڕیزبەندی',
  newestFirst: 'نوێترین سەرەتا',
  oldestFirst: 'کۆنترین سەرەتا',
  apply: 'پیشاندان',
  created: 'کاتی دروستکردن',
  lead: 'نامە',
  noLeads: 'هیچ نامەیەک نییە.',
  total: '{total} نامە',
  search: 'گەڕان لە نامەکاندا',
  searchHint: 'ناوێک، ئیمەیڵێک، ژمارەی تەلەفۆنێک یان هەر وەڵامێک؛ ژمارەی کوردی، عەرەبی یان لاتینی.',
  clearSearch: 'سڕینەوەی گەڕان',
  searchTotal: '{total} نامە لەگەڵ «{search}» دەگونجێن',
  pageOf: 'پەڕەی {page} لە {pages}',
  previous: 'پەڕەی پێشوو',
  next: 'پەڕەی دواتر',
  pagination: 'پەڕەکان',
  open: 'کردنەوە',
  leadTitle: 'نامەی {id}',
  deliveries: 'گەیاندنەکان',
  integrationKinds: { crm: 'CRM', notification_email: 'ئیمەیڵی بریکار', confirmation_email: 'ئیمەیڵی سەردانکەر' },
  deliveryStates: { pending: 'چاوەڕوان', delivered: 'گەیەندرا', failed: 'سەرکەوتوو نەبوو' },
  delivery: 'گەیاندن',
  state: 'بار',
  attempts: 'هەوڵەکان',
  lastError: 'دوایین هەڵە',
  retry: 'دووبارە ناردنی گەیاندنە سەرنەکەوتووەکان',
  retried: 'گەیاندنە سەرنەکەوتووەکان دووبارە خرانە ڕیز.',
  deleteLead: 'سڕینەوەی نامە',
  deleteLeadConfirm: 'نامەی {id} و زانیارییە کەسییەکانی لە هەموو شوێنێک بسڕدرێنەوە؟ ناتوانرێت بگەڕێندرێتەوە.',
  leadDeleted: 'نامەکە سڕایەوە.',
  exportHeading: 'هەناردەکردن',
  exportHint: 'نامەکانی فلتەرەکانی سەرەوە وەک فایلی CSV هەناردە دەکات (UTF-8، لە Excel دەکرێتەوە).',
  startExport: 'هەناردەکردن بۆ CSV',
  exportStates: { pending: 'چاوەڕێی دەستپێکردن', running: 'هەناردە دەکرێت', done: 'ئامادەیە', failed: 'سەرکەوتوو نەبوو' },
  exportProgress: '{processed} لە {total} نامە',
  download: 'داگرتنی CSV',
  fieldErrors: {},
};

const ar: FormsStrings = {
  ...COMMON_WORDS.ar,
  formsTab: 'النماذج',
  leadsTab: 'الطلبات الواردة',
  formsHeading: 'النماذج',
  languages: { ku: 'الكردية', ar: 'العربية', en: 'الإنجليزية' },
  allLanguages: 'كل اللغات',
  noForms: 'لا توجد نماذج بعد.',
  newForm: 'نموذج جديد',
  formName: 'الاسم',
  formKind: 'الغرض',
  kinds: {
    enquiry: 'استفسار عن سيارة',
    test_drive: 'تجربة القيادة',
    brochure: 'الكتيّب',
    contact: 'اتصال',
    keep_informed: 'ابقني على اطلاع',
    car_rental: 'تأجير السيارات',
    other: 'أخرى',
  },
  status: 'الحالة',
  statuses: { draft: 'مسودة', published: 'منشور' },
  createForm: 'إنشاء النموذج',
  duplicate: 'نسخ',
  copyName: '{name} (نسخة)',
  deleteFormConfirm: 'حذف النموذج «{name}»؟ لا يمكن التراجع عن ذلك.',
  back: 'العودة إلى النماذج',
  fieldsHeading: 'الحقول',
  addField: 'إضافة حقل',
  fieldN: 'الحقل {n}',
  fieldKey: 'المفتاح',
  fieldKeyHint: 'حروف لاتينية صغيرة وأرقام و _؛ اسم عمود CSV وحقل CRM.',
  fieldType: 'النوع',
  types: {
    text: 'نص',
    email: 'بريد إلكتروني',
    phone: 'هاتف',
    textarea: 'نص طويل',
    number: 'رقم',
    date: 'تاريخ',
    datetime: 'تاريخ ووقت',
    select: 'قائمة منسدلة',
    radio: 'أزرار اختيار',
    checkbox: 'مربعات اختيار',
    consent: 'موافقة',
    hidden: 'مخفي',
  },
  fieldLabel: 'التسمية',
  placeholder: 'نص توضيحي',
  help: 'تلميح',
  rules: { required: 'مطلوب', min: 'الحد الأدنى', size: 'الحجم بالضبط', max: 'الحد الأقصى' },
  rulesHint: 'عدد الأحرف للنص، والقيمة للأرقام، وعدد الخيارات لمربعات الاختيار.',
  options: 'الخيارات',
  optionValue: 'القيمة',
  optionLabel: 'التسمية',
  addOption: 'إضافة خيار',
  optionsFrom: 'الخيارات من',
  optionsFromSources: { typed: 'خيارات تُكتب هنا', retailers: 'قائمة الوكلاء' },
  optionsFromRetailersHint: 'يعرض النموذج الوكلاء كما هم الآن بأسمائهم؛ ويحفظ الطلب رمز الوكيل. يظهر الوكيل الجديد دون تعديل النموذج.',
  optionsFromRetailersCount: 'يُعرض الآن {count} من الوكلاء.',
  remove: 'إزالة',
  moveUp: 'نقل للأعلى',
  moveDown: 'نقل للأسفل',
  hiddenSource: 'مصدر القيمة',
  hiddenSources: {
    mapping: 'الصفحة (form_hidden_field_mapping)',
    utm: 'الحملة (ملف تعريف UTM)',
    vehicle: 'السيارة',
    retailer: 'الوكيل',
  },
  hiddenName: 'مفتاح الربط أو معامل UTM',
  hiddenNameHint: 'فارغ: مفتاح الحقل.',
  presetSource: 'الاختيار المسبق من',
  presetNone: 'لا شيء (القيمة الافتراضية)',
  presetSourceHint: 'يُختار فقط إذا كانت تلك القيمة أحد الخيارات: «الوكيل» يبدأ بوكيل السيارة التي فُتح منها النموذج.',
  defaultValue: 'القيمة الافتراضية',
  recaptcha: 'طلب reCAPTCHA',
  publish: 'نشر',
  unpublish: 'إلغاء النشر',
  thankYouHeading: 'رسالة الشكر',
  heading: 'العنوان',
  message: 'الرسالة',
  buttonLabel: 'نص الزر',
  redirectUrl: 'الانتقال إلى هذا العنوان بدلاً من ذلك',
  notificationsHeading: 'بريد التنبيه إلى الوكيل',
  enabled: 'مفعّل',
  recipients: 'مستلمون إضافيون',
  recipientsHint: 'عنوان بريد واحد في كل سطر.',
  notifyRetailer: 'الإرسال إلى وكيل الطلب',
  subject: 'الموضوع',
  confirmationsHeading: 'بريد التأكيد إلى الزائر',
  integrationsHeading: 'CRM',
  crmEnabled: 'إرسال الطلبات إلى CRM',
  campaign: 'الحملة',
  fieldMapping: 'ربط الحقول',
  fieldMappingHint: 'سطر «field_key=CrmField» لكل حقل؛ تحتفظ الحقول الأخرى بمفتاحها.',
  activeSystem: 'نظام CRM النشط',
  systems: { salesforce: 'Salesforce', local: 'صندوق محلي (لا يوجد CRM مهيأ)' },
  verify: 'فحص الاتصال',
  loading: 'جارٍ التحميل…',
  leadsHeading: 'الطلبات الواردة',
  chooseForm: 'النموذج',
  from: 'أُنشئ من',
  to: 'أُنشئ حتى',
  sort: 'الترتيب',
  newestFirst: 'الأحدث أولاً',
  oldestFirst: 'الأقدم أولاً',
  apply: 'عرض',
  created: 'تاريخ الإنشاء',
  lead: 'الطلب',
  noLeads: 'لا توجد طلبات مطابقة.',
  total: '{total} طلبات',
  search: 'البحث في الطلبات',
  searchHint: 'اسم أو بريد إلكتروني أو رقم هاتف أو أي إجابة؛ بأرقام كردية أو عربية أو لاتينية.',
  clearSearch: 'مسح البحث',
  searchTotal: '{total} طلبات تطابق «{search}»',
  pageOf: 'الصفحة {page} من {pages}',
  previous: 'الصفحة السابقة',
  next: 'الصفحة التالية',
  pagination: 'الصفحات',
  open: 'فتح',
  leadTitle: 'الطلب {id}',
  deliveries: 'عمليات التسليم',
  integrationKinds: { crm: 'CRM', notification_email: 'بريد الوكيل', confirmation_email: 'بريد الزائر' },
  deliveryStates: { pending: 'قيد الانتظار', delivered: 'تم التسليم', failed: 'فشل' },
  delivery: 'التسليم',
  state: 'الحالة',
  attempts: 'المحاولات',
  lastError: 'آخر خطأ',
  retry: 'إعادة محاولة التسليمات الفاشلة',
  retried: 'أُعيدت التسليمات الفاشلة إلى قائمة الانتظار.',
  deleteLead: 'حذف الطلب',
  deleteLeadConfirm: 'حذف الطلب {id} وبياناته الشخصية من كل مكان؟ لا يمكن التراجع عن ذلك.',
  leadDeleted: 'تم حذف الطلب.',
  exportHeading: 'التصدير',
  exportHint: 'يصدّر طلبات عوامل التصفية أعلاه كملف CSV (UTF-8، يفتح في Excel).',
  startExport: 'تصدير إلى CSV',
  exportStates: { pending: 'بانتظار البدء', running: 'جارٍ التصدير', done: 'جاهز', failed: 'فشل' },
  exportProgress: '{processed} من {total} طلبات',
  download: 'تنزيل ملف CSV',
  fieldErrors: {},
};

const STRINGS: Record<Language, FormsStrings> = { en, ku, ar };

export function formsStrings(language: Language): FormsStrings {
  return STRINGS[language];
}
