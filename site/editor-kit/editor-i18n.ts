/**
 * The editor's and admin screens' own texts in ku / en / ar. The editor follows the {lang} segment
 * of its URL (/ku/cms is Kurdish, right to left). Block field labels come from the templates
 * (English, as the catalogue names them); everything around them is translated here.
 */
import type { Language } from '../../domain/languages.js';
import { COMMON_WORDS, type CommonWords } from './common-words.js';

export interface EditorStrings extends Pick<CommonWords, 'save' | 'cancel' | 'delete' | 'loading' | 'close'> {
  editorTitle: string;
  adminTitle: string;
  signedInAs: string;
  signOut: string;
  loadFailed: string;
  retry: string;
  /** The page tree. */
  pagesHeading: string;
  pagesOf: string;
  noPages: string;
  newPage: string;
  createPage: string;
  pageTitle: string;
  pagePath: string;
  pagePathHint: string;
  pageType: string;
  pageTypes: Record<'content' | 'redirect', string>;
  linkType: string;
  linkTypes: Record<'internal' | 'external', string>;
  redirectPath: string;
  openInNewWindow: string;
  rename: string;
  move: string;
  moveHint: string;
  duplicate: string;
  copySuffix: string;
  /** {title} is replaced. */
  deleteConfirm: string;
  deleteButton: string;
  pageActions: string;
  states: Record<'draft' | 'published' | 'disabled' | 'scheduled', string>;
  selectPage: string;
  /** The page editor's toolbar. */
  saveDraft: string;
  publish: string;
  unpublish: string;
  schedule: string;
  publishAt: string;
  unpublishAt: string;
  versions: string;
  viewLive: string;
  saved: string;
  publishedNotice: string;
  unpublishedNotice: string;
  scheduledNotice: string;
  unsaved: string;
  /** The draft saved itself a moment after the last change. */
  autosaved: string;
  /** Leaving (another page, another tab of the editor) when the draft could not be saved. */
  leaveUnsaved: string;
  /** A stale save answered 409: nothing was lost. */
  conflict: string;
  reloadPage: string;
  versionLabel: string;
  versionBy: string;
  /** Beside the version visitors see now. */
  versionLive: string;
  /** Opens the version as the site would show it, in a new tab (server/render/version-preview.ts). */
  previewVersion: string;
  /** Said to screen readers after the link text: the link opens a new tab. */
  opensInNewTab: string;
  restore: string;
  /** {version} is replaced. */
  restoredNotice: string;
  noVersions: string;
  preview: Record<'phone' | 'tablet' | 'desktop', string>;
  /** The palette's button that appends a block without dragging. */
  addBlock: string;
  /** Fields the editor renders itself. */
  imageUrl: string;
  imageAlt: string;
  uploadImage: string;
  uploading: string;
  uploadFailed: string;
  linkText: string;
  linkUrl: string;
  linkKind: string;
  linkTarget: string;
  linkTargets: Record<'_self' | '_blank', string>;
  /** The link field's kinds (stored as internal, external, form, file). */
  linkKinds: Record<'internal' | 'external' | 'form' | 'file', string>;
  /** The widget tags panel. */
  widgetTagsHeading: string;
  widgetTagsIntro: string;
  /** Under a block that draws nothing yet, in the preview (empty-block-hint.tsx). */
  emptyBlockHint: string;
  /** Opens an HTML or JSON field in a dialog as wide as the window (code-dialog.tsx). */
  codeWide: string;
  attributes: string;
  copyTag: string;
  copied: string;
  /** Admin: users. */
  usersHeading: string;
  email: string;
  role: string;
  roles: Record<'editor' | 'admin' | 'none', string>;
  status: string;
  active: string;
  disabled: string;
  createUser: string;
  password: string;
  disable: string;
  enable: string;
  resetPassword: string;
  /** {password} is replaced: shown once. */
  newPasswordShown: string;
  /** Admin: settings. */
  settingsHeading: string;
  settingKey: string;
  settingValue: string;
  addSetting: string;
  /** {setting} is replaced (the logged message of docs/content-api.md, "Invalid JSON in settings"). */
  invalidJson: string;
  settingSaved: string;
  navAdmin: string;
  navEditor: string;
}

const en: EditorStrings = {
  ...COMMON_WORDS.en,
  editorTitle: 'Editor',
  adminTitle: 'Administration',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  pagesHeading: 'Pages',
  pagesOf: 'Pages in this language',
  noPages: 'There are no pages in this language yet.',
  newPage: 'New page',
  createPage: 'Create page',
  pageTitle: 'Title',
  pagePath: 'Address',
  pagePathHint: 'Starts with /, for example /about-us',
  pageType: 'Page type',
  pageTypes: { content: 'Content page', redirect: 'Redirect page' },
  linkType: 'Link type',
  linkTypes: { internal: 'Page of this site', external: 'Other website' },
  redirectPath: 'Redirect to',
  openInNewWindow: 'Open in a new window',
  rename: 'Rename',
  move: 'Move',
  moveHint: 'The new address of the page',
  duplicate: 'Duplicate',
  copySuffix: 'copy',
  deleteConfirm: 'Delete the page “{title}”? Visitors will no longer find it.',
  deleteButton: 'Delete page',
  pageActions: 'Page actions',
  states: { draft: 'Draft', published: 'Published', disabled: 'Not published', scheduled: 'Scheduled' },
  selectPage: 'Choose a page on the side, or create one.',
  saveDraft: 'Save draft',
  publish: 'Publish',
  unpublish: 'Unpublish',
  schedule: 'Schedule',
  publishAt: 'Publish at',
  unpublishAt: 'Unpublish at',
  versions: 'Versions',
  viewLive: 'View page',
  saved: 'The draft is saved.',
  publishedNotice: 'The page is published.',
  unpublishedNotice: 'The page is no longer published.',
  scheduledNotice: 'The schedule is saved.',
  unsaved: 'Unsaved changes',
  autosaved: 'Draft saved automatically.',
  leaveUnsaved: 'Your latest changes to this page could not be saved. Leave it and lose them?',
  conflict:
    'Someone else saved this page after you opened it, so your save was refused. Your changes are still here: copy what you need, then reload the page to see the newer version.',
  reloadPage: 'Reload the page',
  versionLabel: 'Version',
  versionBy: 'by',
  versionLive: 'Live: visitors see this version',
  previewVersion: 'Preview',
  opensInNewTab: '(opens in a new tab)',
  restore: 'Restore as draft',
  restoredNotice: 'Version {version} is now the draft.',
  noVersions: 'No versions yet.',
  preview: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' },
  addBlock: 'Add to the page',
  imageUrl: 'Image address',
  imageAlt: 'Alternative text',
  uploadImage: 'Upload an image',
  uploading: 'Uploading…',
  uploadFailed: 'The upload failed.',
  linkText: 'Button text',
  linkUrl: 'Address',
  linkKind: 'Link kind',
  linkTarget: 'Opens in',
  linkTargets: { _self: 'The same window', _blank: 'A new window' },
  linkKinds: { internal: 'Internal', external: 'External', form: 'Form', file: 'File' },
  widgetTagsHeading: 'Widget tags',
  widgetTagsIntro: 'Paste one of these tags into an HTML field; the preview runs it.',
  emptyBlockHint: 'shows nothing yet: select it and fill in its fields.',
  codeWide: 'Edit in a wide window',
  attributes: 'Attributes',
  copyTag: 'Insert',
  copied: 'Copied',
  usersHeading: 'Users',
  email: 'E-mail',
  role: 'Role',
  roles: { editor: 'Editor', admin: 'Admin', none: 'No role' },
  status: 'Status',
  active: 'Active',
  disabled: 'Disabled',
  createUser: 'Create user',
  password: 'Password',
  disable: 'Disable',
  enable: 'Enable',
  resetPassword: 'Reset password',
  newPasswordShown: 'New password (shown once): {password}',
  settingsHeading: 'Settings',
  settingKey: 'Key',
  settingValue: 'Value (JSON)',
  addSetting: 'Add setting',
  invalidJson: 'Invalid JSON in {setting}',
  settingSaved: 'The setting is saved.',
  navAdmin: 'Administration',
  navEditor: 'Page editor',
};

const ku: EditorStrings = {
  ...COMMON_WORDS.ku,
  editorTitle: 'دەستکاریکەر',
  adminTitle: 'بەڕێوەبردن',
  signedInAs: 'چوویتە ژوورەوە وەک',
  signOut: 'چوونەدەرەوە',
  loadFailed: 'نەتوانرا ئەمە بار بکرێت.',
  retry: 'دووبارە هەوڵ بدەرەوە',
  pagesHeading: 'پەڕەکان',
  pagesOf: 'پەڕەکانی ئەم زمانە',
  noPages: 'هێشتا هیچ پەڕەیەک بەم زمانە نییە.',
  newPage: 'پەڕەی نوێ',
  createPage: 'دروستکردنی پەڕە',
  pageTitle: 'ناونیشان',
  pagePath: 'ناونیشانی پەڕە',
  pagePathHint: 'بە / دەست پێ دەکات، بۆ نموونە /about-us',
  pageType: 'جۆری پەڕە',
  pageTypes: { content: 'پەڕەی ناوەڕۆک', redirect: 'پەڕەی ئاڕاستەکردنەوە' },
  linkType: 'جۆری بەستەر',
  linkTypes: { internal: 'پەڕەیەکی ئەم ماڵپەڕە', external: 'ماڵپەڕێکی تر' },
  redirectPath: 'ئاڕاستەکردنەوە بۆ',
  openInNewWindow: 'لە پەنجەرەیەکی نوێدا بکرێتەوە',
  rename: 'گۆڕینی ناو',
  move: 'گواستنەوە',
  moveHint: 'ناونیشانی نوێی پەڕەکە',
  duplicate: 'لەبەرگرتنەوە',
  copySuffix: 'لەبەرگیراوە',
  deleteConfirm: 'پەڕەی «{title}» بسڕدرێتەوە؟ سەردانکەران چیتر نایدۆزنەوە.',
  deleteButton: 'سڕینەوەی پەڕە',
  pageActions: 'کردارەکانی پەڕە',
  states: { draft: 'ڕەشنووس', published: 'بڵاوکراوەتەوە', disabled: 'بڵاونەکراوەتەوە', scheduled: 'خشتەکراوە' },
  selectPage: 'پەڕەیەک لە لاتەنیشت هەڵبژێرە، یان یەکێکی نوێ دروست بکە.',
  saveDraft: 'پاشەکەوتکردنی ڕەشنووس',
  publish: 'بڵاوکردنەوە',
  unpublish: 'لابردنی بڵاوکردنەوە',
  schedule: 'خشتەکردن',
  publishAt: 'کاتی بڵاوکردنەوە',
  unpublishAt: 'کاتی لابردنی بڵاوکردنەوە',
  versions: 'وەشانەکان',
  viewLive: 'بینینی پەڕە',
  saved: 'ڕەشنووسەکە پاشەکەوت کرا.',
  publishedNotice: 'پەڕەکە بڵاوکرایەوە.',
  unpublishedNotice: 'پەڕەکە چیتر بڵاونەکراوەتەوە.',
  scheduledNotice: 'خشتەکە پاشەکەوت کرا.',
  unsaved: 'گۆڕانکاریی پاشەکەوتنەکراو',
  autosaved: 'ڕەشنووسەکە خۆکارانە پاشەکەوت کرا.',
  leaveUnsaved: 'دوایین گۆڕانکارییەکانت لەم پەڕەیەدا پاشەکەوت نەکران. جێی دەهێڵیت و لەدەستیان دەدەیت؟',
  conflict:
    'کەسێکی تر دوای ئەوەی تۆ ئەم پەڕەیەت کردەوە پاشەکەوتی کرد، بۆیە پاشەکەوتکردنەکەت ڕەتکرایەوە. گۆڕانکارییەکانت هێشتا لێرەن: ئەوەی پێویستتە لەبەری بگرەوە، پاشان پەڕەکە نوێ بکەرەوە بۆ بینینی وەشانە نوێیەکە.',
  reloadPage: 'نوێکردنەوەی پەڕە',
  versionLabel: 'وەشان',
  versionBy: 'لەلایەن',
  versionLive: 'بڵاوکراوە: سەردانکەران ئەم وەشانە دەبینن',
  previewVersion: 'پێشبینین',
  opensInNewTab: '(لە تابێکی نوێدا دەکرێتەوە)',
  restore: 'گەڕاندنەوە وەک ڕەشنووس',
  restoredNotice: 'وەشانی {version} ئێستا ڕەشنووسەکەیە.',
  noVersions: 'هێشتا هیچ وەشانێک نییە.',
  preview: { phone: 'مۆبایل', tablet: 'تابلێت', desktop: 'کۆمپیوتەر' },
  addBlock: 'زیادکردن بۆ پەڕەکە',
  imageUrl: 'ناونیشانی وێنە',
  imageAlt: 'دەقی جێگرەوە',
  uploadImage: 'بارکردنی وێنە',
  uploading: 'بارکردن…',
  uploadFailed: 'بارکردنەکە سەرکەوتوو نەبوو.',
  linkText: 'دەقی دوگمە',
  linkUrl: 'ناونیشان',
  linkKind: 'جۆری بەستەر',
  linkTarget: 'دەکرێتەوە لە',
  linkTargets: { _self: 'هەمان پەنجەرە', _blank: 'پەنجەرەیەکی نوێ' },
  linkKinds: { internal: 'ناوخۆیی', external: 'دەرەکی', form: 'فۆرم', file: 'فایل' },
  widgetTagsHeading: 'تاگەکانی ویجێت',
  widgetTagsIntro: 'یەکێک لەم تاگانە لە خانەیەکی HTML دابنێ؛ پێشبینینەکە کاری پێ دەکات.',
  emptyBlockHint: 'هێشتا هیچ پیشان نادات: هەڵیبژێرە و خانەکانی پڕ بکەرەوە.',
  codeWide: 'لە پەنجەرەیەکی پاندا دەستکاری بکە',
  attributes: 'تایبەتمەندییەکان',
  copyTag: 'دانان',
  copied: 'لەبەرگیرایەوە',
  usersHeading: 'بەکارهێنەران',
  email: 'ئیمەیڵ',
  role: 'ڕۆڵ',
  roles: { editor: 'دەستکاریکەر', admin: 'بەڕێوەبەر', none: 'بێ ڕۆڵ' },
  status: 'بارودۆخ',
  active: 'چالاک',
  disabled: 'ناچالاک',
  createUser: 'دروستکردنی بەکارهێنەر',
  password: 'وشەی نهێنی',
  disable: 'ناچالاککردن',
  enable: 'چالاککردن',
  resetPassword: 'ڕێکخستنەوەی وشەی نهێنی',
  newPasswordShown: 'وشەی نهێنیی نوێ (تەنها یەک جار پیشان دەدرێت): {password}',
  settingsHeading: 'ڕێکخستنەکان',
  settingKey: 'کلیل',
  settingValue: 'بەها (JSON)',
  addSetting: 'زیادکردنی ڕێکخستن',
  invalidJson: 'JSONی نادروست لە {setting}',
  settingSaved: 'ڕێکخستنەکە پاشەکەوت کرا.',
  navAdmin: 'بەڕێوەبردن',
  navEditor: 'دەستکاریکەری پەڕەکان',
};

const ar: EditorStrings = {
  ...COMMON_WORDS.ar,
  editorTitle: 'المحرر',
  adminTitle: 'الإدارة',
  signedInAs: 'تم تسجيل الدخول باسم',
  signOut: 'تسجيل الخروج',
  loadFailed: 'تعذّر التحميل.',
  retry: 'حاول مرة أخرى',
  pagesHeading: 'الصفحات',
  pagesOf: 'صفحات هذه اللغة',
  noPages: 'لا توجد صفحات بهذه اللغة بعد.',
  newPage: 'صفحة جديدة',
  createPage: 'إنشاء الصفحة',
  pageTitle: 'العنوان',
  pagePath: 'عنوان الصفحة',
  pagePathHint: 'يبدأ بـ /، مثل /about-us',
  pageType: 'نوع الصفحة',
  pageTypes: { content: 'صفحة محتوى', redirect: 'صفحة إعادة توجيه' },
  linkType: 'نوع الرابط',
  linkTypes: { internal: 'صفحة من هذا الموقع', external: 'موقع آخر' },
  redirectPath: 'إعادة التوجيه إلى',
  openInNewWindow: 'فتح في نافذة جديدة',
  rename: 'إعادة التسمية',
  move: 'نقل',
  moveHint: 'العنوان الجديد للصفحة',
  duplicate: 'نسخ',
  copySuffix: 'نسخة',
  deleteConfirm: 'حذف الصفحة «{title}»؟ لن يجدها الزوار بعد ذلك.',
  deleteButton: 'حذف الصفحة',
  pageActions: 'إجراءات الصفحة',
  states: { draft: 'مسودة', published: 'منشورة', disabled: 'غير منشورة', scheduled: 'مجدولة' },
  selectPage: 'اختر صفحة من الجانب أو أنشئ صفحة جديدة.',
  saveDraft: 'حفظ المسودة',
  publish: 'نشر',
  unpublish: 'إلغاء النشر',
  schedule: 'جدولة',
  publishAt: 'وقت النشر',
  unpublishAt: 'وقت إلغاء النشر',
  versions: 'الإصدارات',
  viewLive: 'عرض الصفحة',
  saved: 'تم حفظ المسودة.',
  publishedNotice: 'تم نشر الصفحة.',
  unpublishedNotice: 'لم تعد الصفحة منشورة.',
  scheduledNotice: 'تم حفظ الجدولة.',
  unsaved: 'تغييرات غير محفوظة',
  autosaved: 'تم حفظ المسودة تلقائيًا.',
  leaveUnsaved: 'تعذّر حفظ آخر تغييراتك على هذه الصفحة. هل تغادرها وتفقدها؟',
  conflict:
    'قام شخص آخر بحفظ هذه الصفحة بعد أن فتحتها، لذلك رُفض حفظك. تغييراتك ما زالت هنا: انسخ ما تحتاجه ثم أعد تحميل الصفحة لرؤية الإصدار الأحدث.',
  reloadPage: 'إعادة تحميل الصفحة',
  versionLabel: 'الإصدار',
  versionBy: 'بواسطة',
  versionLive: 'منشور: هذا ما يراه الزوار',
  previewVersion: 'معاينة',
  opensInNewTab: '(يفتح في علامة تبويب جديدة)',
  restore: 'استعادة كمسودة',
  restoredNotice: 'أصبح الإصدار {version} هو المسودة.',
  noVersions: 'لا توجد إصدارات بعد.',
  preview: { phone: 'هاتف', tablet: 'جهاز لوحي', desktop: 'حاسوب' },
  addBlock: 'إضافة إلى الصفحة',
  imageUrl: 'عنوان الصورة',
  imageAlt: 'النص البديل',
  uploadImage: 'رفع صورة',
  uploading: 'جارٍ الرفع…',
  uploadFailed: 'فشل الرفع.',
  linkText: 'نص الزر',
  linkUrl: 'العنوان',
  linkKind: 'نوع الرابط',
  linkTarget: 'يفتح في',
  linkTargets: { _self: 'النافذة نفسها', _blank: 'نافذة جديدة' },
  linkKinds: { internal: 'داخلي', external: 'خارجي', form: 'نموذج', file: 'ملف' },
  widgetTagsHeading: 'وسوم الأدوات',
  widgetTagsIntro: 'ضع أحد هذه الوسوم في حقل HTML؛ وستشغّله المعاينة.',
  emptyBlockHint: 'لا تعرض شيئًا بعد: اخترها واملأ حقولها.',
  codeWide: 'حرّر في نافذة عريضة',
  attributes: 'السمات',
  copyTag: 'إدراج',
  copied: 'تم النسخ',
  usersHeading: 'المستخدمون',
  email: 'البريد الإلكتروني',
  role: 'الدور',
  roles: { editor: 'محرر', admin: 'مدير', none: 'بلا دور' },
  status: 'الحالة',
  active: 'نشط',
  disabled: 'معطّل',
  createUser: 'إنشاء مستخدم',
  password: 'كلمة المرور',
  disable: 'تعطيل',
  enable: 'تفعيل',
  resetPassword: 'إعادة تعيين كلمة المرور',
  newPasswordShown: 'كلمة المرور الجديدة (تظهر مرة واحدة): {password}',
  settingsHeading: 'الإعدادات',
  settingKey: 'المفتاح',
  settingValue: 'القيمة (JSON)',
  addSetting: 'إضافة إعداد',
  invalidJson: 'JSON غير صالح في {setting}',
  settingSaved: 'تم حفظ الإعداد.',
  navAdmin: 'الإدارة',
  navEditor: 'محرر الصفحات',
};

const STRINGS: Record<Language, EditorStrings> = { en, ku, ar };

export function editorStrings(language: Language): EditorStrings {
  return STRINGS[language];
}
