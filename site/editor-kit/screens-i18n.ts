/**
 * Texts of the editor's second row of screens (navigation, media library, SEO panel, quick links)
 * in ku / en / ar. Kept apart from i18n.ts so the page editor's table stays as it is; the same
 * rules apply (docs/glossary-ku.md; `{name}` placeholders are filled with `fill`).
 */
import type { Language } from '../../domain/languages.js';

export interface ScreenStrings {
  /** The editor area's tabs. */
  tabs: Record<'pages' | 'navigation' | 'media', string>;
  areaSections: string;
  /** Navigation editor. */
  navHeading: string;
  navIntro: string;
  navEmpty: string;
  navAdd: string;
  navAddChild: string;
  navLabel: string;
  navUrl: string;
  navLinkType: string;
  navLinkTypes: Record<'internal' | 'external', string>;
  navPickPage: string;
  navPickPageNone: string;
  navExternalHint: string;
  navInternalHint: string;
  /** {label} is replaced in each button's accessible name. */
  navMoveUp: string;
  navMoveDown: string;
  navIndent: string;
  navOutdent: string;
  navEdit: string;
  /** The visible text of the edit button (its accessible name is navEdit, which contains it). */
  navEditShort: string;
  navDelete: string;
  navDeleteConfirm: string;
  navDeleteChildren: string;
  navSaved: string;
  navDeleted: string;
  navMoved: string;
  navDragHint: string;
  navActions: string;
  /** Media library. */
  mediaHeading: string;
  mediaIntro: string;
  mediaEmpty: string;
  mediaUpload: string;
  mediaUploading: string;
  mediaUploaded: string;
  mediaAlt: Record<Language, string>;
  mediaSaveAlt: string;
  mediaAltSaved: string;
  mediaDelete: string;
  mediaDeleteConfirm: string;
  mediaDeleted: string;
  mediaInUse: string;
  mediaUnused: string;
  mediaSize: string;
  mediaPick: string;
  mediaPickHeading: string;
  mediaChoose: string;
  /** {name} is replaced. */
  mediaChooseNamed: string;
  mediaNoAlt: string;
  /** SEO panel of a page. */
  seo: string;
  seoHeading: string;
  seoIntro: string;
  metaTitle: string;
  metaTitleHint: string;
  metaDescription: string;
  metaDescriptionHint: string;
  shareImage: string;
  shareImageHint: string;
  shareImageClear: string;
  navHidden: string;
  seoSaved: string;
  /** {count} is replaced. */
  characters: string;
  /** Quick links (FAB) settings screen. */
  fabTab: string;
  fabHeading: string;
  fabIntro: string;
  fabLanguage: string;
  fabDesktopCount: string;
  fabMobileCount: string;
  fabItemText: string;
  fabItemUrl: string;
  fabItemIcon: string;
  fabItemTarget: string;
  fabAdd: string;
  fabRemove: string;
  fabSaved: string;
  fabEmpty: string;
  /** {index} is replaced. */
  fabItem: string;
  languages: Record<Language, string>;
}

const en: ScreenStrings = {
  tabs: { pages: 'Pages', navigation: 'Navigation', media: 'Media library' },
  areaSections: 'Editor sections',
  navHeading: 'Navigation',
  navIntro:
    'The menu at the top of the site in this language. Entries nest one level under another; the order here is the order on the site.',
  navEmpty: 'There are no navigation entries in this language yet.',
  navAdd: 'Add entry',
  navAddChild: 'Add entry under {label}',
  navLabel: 'Label',
  navUrl: 'Link',
  navLinkType: 'Link type',
  navLinkTypes: { internal: 'Page of this site', external: 'Other website' },
  navPickPage: 'Page',
  navPickPageNone: 'Choose a page…',
  navExternalHint: 'A full address, for example https://example.com',
  navInternalHint: 'Or type an address of this site, for example /stock',
  navMoveUp: 'Move {label} up',
  navMoveDown: 'Move {label} down',
  navIndent: 'Put {label} under the entry above',
  navOutdent: 'Take {label} out one level',
  navEdit: 'Edit {label}',
  navEditShort: 'Edit',
  navDelete: 'Delete {label}',
  navDeleteConfirm: 'Delete the entry «{label}»?',
  navDeleteChildren: 'The {count} entries under it are deleted with it.',
  navSaved: 'The entry was saved.',
  navDeleted: 'The entry was deleted.',
  navMoved: '{label} moved.',
  navDragHint: 'Drag an entry by its handle, or use the arrow buttons.',
  navActions: 'Actions for {label}',
  mediaHeading: 'Media library',
  mediaIntro: 'Images for the blocks. Each upload is saved at 1600×900, 1024×576 and 640×360 as WebP and JPEG.',
  mediaEmpty: 'The library is empty. Upload the first image.',
  mediaUpload: 'Upload an image',
  mediaUploading: 'Uploading…',
  mediaUploaded: 'The image was uploaded.',
  mediaAlt: { ku: 'Alt text (Kurdish)', ar: 'Alt text (Arabic)', en: 'Alt text (English)' },
  mediaSaveAlt: 'Save alt texts',
  mediaAltSaved: 'The alt texts were saved.',
  mediaDelete: 'Delete image',
  mediaDeleteConfirm: 'Delete the image «{name}»?',
  mediaDeleted: 'The image was deleted.',
  mediaInUse: 'Used on',
  mediaUnused: 'Not used on any page.',
  mediaSize: 'Original size',
  mediaPick: 'Choose from the library',
  mediaPickHeading: 'Choose an image',
  mediaChoose: 'Choose',
  mediaChooseNamed: 'Choose {name}',
  mediaNoAlt: 'No alt text yet',
  seo: 'SEO',
  seoHeading: 'Search and sharing',
  seoIntro: 'How the page appears in search results and when it is shared. Saved with the draft; visitors see it after publishing.',
  metaTitle: 'Meta title',
  metaTitleHint: 'Empty: the page title is used. About 60 characters show in search results.',
  metaDescription: 'Meta description',
  metaDescriptionHint: 'One or two sentences; about 160 characters show in search results.',
  shareImage: 'Share image',
  shareImageHint: 'Empty: the site default is used.',
  shareImageClear: 'Remove share image',
  navHidden: 'Hide this page from the navigation',
  seoSaved: 'Saved to the draft.',
  characters: '{count} characters',
  fabTab: 'Quick links',
  fabHeading: 'Quick links',
  fabIntro: 'The quick-links bar at the side of every page (a page block can replace it). Per language.',
  fabLanguage: 'Language',
  fabDesktopCount: 'Links shown on desktop',
  fabMobileCount: 'Links shown on phones',
  fabItemText: 'Text',
  fabItemUrl: 'Link',
  fabItemIcon: 'Icon',
  fabItemTarget: 'Opens in',
  fabAdd: 'Add quick link',
  fabRemove: 'Remove quick link {index}',
  fabSaved: 'The quick links were saved.',
  fabEmpty: 'No quick links in this language: the bar is hidden.',
  fabItem: 'Quick link {index}',
  languages: { ku: 'Kurdish', ar: 'Arabic', en: 'English' },
};

const ku: ScreenStrings = {
  tabs: { pages: 'پەڕەکان', navigation: 'ڕێنیشاندەر', media: 'کتێبخانەی وێنە' },
  areaSections: 'بەشەکانی دەستکاریکەر',
  navHeading: 'ڕێنیشاندەر',
  navIntro: 'لیستی سەرەوەی ماڵپەڕ بەم زمانە. بڕگەیەک دەتوانێت بچێتە ژێر بڕگەیەکی ترەوە؛ ڕیزبەندیی ئێرە هەمان ڕیزبەندیی ماڵپەڕە.',
  navEmpty: 'هێشتا هیچ بڕگەیەکی ڕێنیشاندەر بەم زمانە نییە.',
  navAdd: 'زیادکردنی بڕگە',
  navAddChild: 'زیادکردنی بڕگە لە ژێر {label}',
  navLabel: 'ناو',
  navUrl: 'بەستەر',
  navLinkType: 'جۆری بەستەر',
  navLinkTypes: { internal: 'پەڕەیەکی ئەم ماڵپەڕە', external: 'ماڵپەڕێکی تر' },
  navPickPage: 'پەڕە',
  navPickPageNone: 'پەڕەیەک هەڵبژێرە…',
  navExternalHint: 'ناونیشانێکی تەواو، بۆ نموونە https://example.com',
  navInternalHint: 'یان ناونیشانێکی ئەم ماڵپەڕە بنووسە، بۆ نموونە /stock',
  navMoveUp: 'بردنی {label} بۆ سەرەوە',
  navMoveDown: 'بردنی {label} بۆ خوارەوە',
  navIndent: 'دانانی {label} لە ژێر بڕگەی سەرەوەی',
  navOutdent: 'دەرهێنانی {label} یەک ئاست',
  navEdit: 'دەستکاریکردنی {label}',
  navEditShort: 'دەستکاریکردن',
  navDelete: 'سڕینەوەی {label}',
  navDeleteConfirm: 'بڕگەی «{label}» بسڕدرێتەوە؟',
  navDeleteChildren: 'ئەو {count} بڕگەیەی لە ژێریدان لەگەڵیدا دەسڕدرێنەوە.',
  navSaved: 'بڕگەکە پاشەکەوت کرا.',
  navDeleted: 'بڕگەکە سڕایەوە.',
  navMoved: '{label} گوازرایەوە.',
  navDragHint: 'بڕگەیەک بە دەسکەکەی ڕابکێشە، یان دوگمەکانی تیر بەکاربهێنە.',
  navActions: 'کردارەکانی {label}',
  mediaHeading: 'کتێبخانەی وێنە',
  mediaIntro: 'وێنەکان بۆ بلۆکەکان. هەر وێنەیەک بە قەبارەکانی 1600×900 و 1024×576 و 640×360 وەک WebP و JPEG پاشەکەوت دەکرێت.',
  mediaEmpty: 'کتێبخانەکە بەتاڵە. یەکەم وێنە بار بکە.',
  mediaUpload: 'بارکردنی وێنە',
  mediaUploading: 'بارکردن…',
  mediaUploaded: 'وێنەکە بار کرا.',
  mediaAlt: { ku: 'دەقی جێگرەوە (کوردی)', ar: 'دەقی جێگرەوە (عەرەبی)', en: 'دەقی جێگرەوە (ئینگلیزی)' },
  mediaSaveAlt: 'پاشەکەوتکردنی دەقە جێگرەوەکان',
  mediaAltSaved: 'دەقە جێگرەوەکان پاشەکەوت کران.',
  mediaDelete: 'سڕینەوەی وێنە',
  mediaDeleteConfirm: 'وێنەی «{name}» بسڕدرێتەوە؟',
  mediaDeleted: 'وێنەکە سڕایەوە.',
  mediaInUse: 'بەکارهاتووە لە',
  mediaUnused: 'لە هیچ پەڕەیەکدا بەکارنەهاتووە.',
  mediaSize: 'قەبارەی سەرەکی',
  mediaPick: 'هەڵبژاردن لە کتێبخانە',
  mediaPickHeading: 'وێنەیەک هەڵبژێرە',
  mediaChoose: 'هەڵبژاردن',
  mediaChooseNamed: 'هەڵبژاردنی {name}',
  mediaNoAlt: 'هێشتا دەقی جێگرەوەی نییە',
  seo: 'SEO',
  seoHeading: 'گەڕان و هاوبەشکردن',
  seoIntro:
    'پەڕەکە چۆن لە ئەنجامی گەڕاندا و لە کاتی هاوبەشکردندا دەردەکەوێت. لەگەڵ ڕەشنووسەکە پاشەکەوت دەکرێت؛ سەردانکەران دوای بڵاوکردنەوە دەیبینن.',
  metaTitle: 'ناونیشانی گەڕان',
  metaTitleHint: 'بەتاڵ: ناونیشانی پەڕەکە بەکاردێت. نزیکەی 60 پیت لە ئەنجامی گەڕاندا دەردەکەوێت.',
  metaDescription: 'وەسفی گەڕان',
  metaDescriptionHint: 'یەک یان دوو ڕستە؛ نزیکەی 160 پیت لە ئەنجامی گەڕاندا دەردەکەوێت.',
  shareImage: 'وێنەی هاوبەشکردن',
  shareImageHint: 'بەتاڵ: وێنەی بنەڕەتیی ماڵپەڕ بەکاردێت.',
  shareImageClear: 'لابردنی وێنەی هاوبەشکردن',
  navHidden: 'ئەم پەڕەیە لە ڕێنیشاندەردا مەشارەوە',
  seoSaved: 'لە ڕەشنووسەکەدا پاشەکەوت کرا.',
  characters: '{count} پیت',
  fabTab: 'بەستەرە خێراکان',
  fabHeading: 'بەستەرە خێراکان',
  fabIntro: 'شریتی بەستەرە خێراکان لە لای هەموو پەڕەکان (بلۆکێکی پەڕە دەتوانێت جێی بگرێتەوە). بۆ هەر زمانێک جیا.',
  fabLanguage: 'زمان',
  fabDesktopCount: 'ژمارەی بەستەر لە کۆمپیوتەر',
  fabMobileCount: 'ژمارەی بەستەر لە مۆبایل',
  fabItemText: 'دەق',
  fabItemUrl: 'بەستەر',
  fabItemIcon: 'هێما',
  fabItemTarget: 'دەکرێتەوە لە',
  fabAdd: 'زیادکردنی بەستەری خێرا',
  fabRemove: 'لابردنی بەستەری خێرای {index}',
  fabSaved: 'بەستەرە خێراکان پاشەکەوت کران.',
  fabEmpty: 'هیچ بەستەرێکی خێرا بەم زمانە نییە: شریتەکە دەرناکەوێت.',
  fabItem: 'بەستەری خێرای {index}',
  languages: { ku: 'کوردی', ar: 'عەرەبی', en: 'ئینگلیزی' },
};

const ar: ScreenStrings = {
  tabs: { pages: 'الصفحات', navigation: 'قائمة التنقل', media: 'مكتبة الصور' },
  areaSections: 'أقسام المحرر',
  navHeading: 'قائمة التنقل',
  navIntro: 'القائمة أعلى الموقع بهذه اللغة. يمكن وضع عنصر تحت عنصر آخر؛ الترتيب هنا هو ترتيب الموقع.',
  navEmpty: 'لا توجد عناصر تنقل بهذه اللغة بعد.',
  navAdd: 'إضافة عنصر',
  navAddChild: 'إضافة عنصر تحت {label}',
  navLabel: 'الاسم',
  navUrl: 'الرابط',
  navLinkType: 'نوع الرابط',
  navLinkTypes: { internal: 'صفحة من هذا الموقع', external: 'موقع آخر' },
  navPickPage: 'الصفحة',
  navPickPageNone: 'اختر صفحة…',
  navExternalHint: 'عنوان كامل، مثل https://example.com',
  navInternalHint: 'أو اكتب عنواناً من هذا الموقع، مثل /stock',
  navMoveUp: 'نقل {label} إلى الأعلى',
  navMoveDown: 'نقل {label} إلى الأسفل',
  navIndent: 'وضع {label} تحت العنصر السابق',
  navOutdent: 'إخراج {label} مستوى واحداً',
  navEdit: 'تعديل {label}',
  navEditShort: 'تعديل',
  navDelete: 'حذف {label}',
  navDeleteConfirm: 'هل تريد حذف العنصر «{label}»؟',
  navDeleteChildren: 'تُحذف معه العناصر الـ {count} التي تحته.',
  navSaved: 'تم حفظ العنصر.',
  navDeleted: 'تم حذف العنصر.',
  navMoved: 'تم نقل {label}.',
  navDragHint: 'اسحب العنصر من مقبضه، أو استخدم أزرار الأسهم.',
  navActions: 'إجراءات {label}',
  mediaHeading: 'مكتبة الصور',
  mediaIntro: 'صور للكتل. تُحفظ كل صورة بالمقاسات 1600×900 و1024×576 و640×360 بصيغتي WebP وJPEG.',
  mediaEmpty: 'المكتبة فارغة. ارفع أول صورة.',
  mediaUpload: 'رفع صورة',
  mediaUploading: 'جارٍ الرفع…',
  mediaUploaded: 'تم رفع الصورة.',
  mediaAlt: { ku: 'النص البديل (الكردية)', ar: 'النص البديل (العربية)', en: 'النص البديل (الإنجليزية)' },
  mediaSaveAlt: 'حفظ النصوص البديلة',
  mediaAltSaved: 'تم حفظ النصوص البديلة.',
  mediaDelete: 'حذف الصورة',
  mediaDeleteConfirm: 'هل تريد حذف الصورة «{name}»؟',
  mediaDeleted: 'تم حذف الصورة.',
  mediaInUse: 'مستخدمة في',
  mediaUnused: 'غير مستخدمة في أي صفحة.',
  mediaSize: 'المقاس الأصلي',
  mediaPick: 'اختيار من المكتبة',
  mediaPickHeading: 'اختر صورة',
  mediaChoose: 'اختيار',
  mediaChooseNamed: 'اختيار {name}',
  mediaNoAlt: 'لا يوجد نص بديل بعد',
  seo: 'SEO',
  seoHeading: 'البحث والمشاركة',
  seoIntro: 'كيف تظهر الصفحة في نتائج البحث وعند مشاركتها. يُحفظ مع المسودة؛ يراه الزوار بعد النشر.',
  metaTitle: 'عنوان البحث',
  metaTitleHint: 'فارغ: يُستخدم عنوان الصفحة. يظهر نحو 60 حرفاً في نتائج البحث.',
  metaDescription: 'وصف البحث',
  metaDescriptionHint: 'جملة أو جملتان؛ يظهر نحو 160 حرفاً في نتائج البحث.',
  shareImage: 'صورة المشاركة',
  shareImageHint: 'فارغ: تُستخدم الصورة الافتراضية للموقع.',
  shareImageClear: 'إزالة صورة المشاركة',
  navHidden: 'إخفاء هذه الصفحة من قائمة التنقل',
  seoSaved: 'تم الحفظ في المسودة.',
  characters: 'عدد الأحرف: {count}',
  fabTab: 'الروابط السريعة',
  fabHeading: 'الروابط السريعة',
  fabIntro: 'شريط الروابط السريعة بجانب كل صفحة (يمكن لكتلة في الصفحة أن تحل محله). لكل لغة على حدة.',
  fabLanguage: 'اللغة',
  fabDesktopCount: 'عدد الروابط على الحاسوب',
  fabMobileCount: 'عدد الروابط على الهاتف',
  fabItemText: 'النص',
  fabItemUrl: 'الرابط',
  fabItemIcon: 'الأيقونة',
  fabItemTarget: 'يُفتح في',
  fabAdd: 'إضافة رابط سريع',
  fabRemove: 'إزالة الرابط السريع {index}',
  fabSaved: 'تم حفظ الروابط السريعة.',
  fabEmpty: 'لا توجد روابط سريعة بهذه اللغة: الشريط مخفي.',
  fabItem: 'الرابط السريع {index}',
  languages: { ku: 'الكردية', ar: 'العربية', en: 'الإنجليزية' },
};

const TABLES: Record<Language, ScreenStrings> = { ku, ar, en };

export function screenStrings(language: Language): ScreenStrings {
  return TABLES[language];
}
