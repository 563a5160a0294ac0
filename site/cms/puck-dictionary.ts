/**
 * Puck's own interface texts (its `dictionary` prop, Puck 0.23) in the editor's language: the
 * panel names, drag-and-drop actions, array items, viewport controls. Keys are Puck's; `{title}`,
 * `{index}`, `{label}`, `{zoom}` and `{count}` are filled in by Puck. English is Puck's default.
 */
import type { Language } from '../../domain/languages.js';

/** The keys we translate (a subset of Puck's `defaultDictionary`; the rich-text ones are unused here). */
export type PuckDictionary = Record<string, string>;

const ku: PuckDictionary = {
  'header-publish': 'بڵاوکردنەوە',
  'header-undo': 'گەڕاندنەوەی کردار',
  'header-redo': 'دووبارەکردنەوەی کردار',
  'header-toggle-leftsidebar': 'پیشاندان یان شاردنەوەی لای دەستپێک',
  'header-toggle-rightsidebar': 'پیشاندان یان شاردنەوەی لای کۆتایی',
  'header-toggle-menubar': 'پیشاندان یان شاردنەوەی شریتی لیست',
  'action-selectparent': 'هەڵبژاردنی بلۆکی سەرەوە',
  'action-duplicate': 'لەبەرگرتنەوە',
  'action-delete': 'سڕینەوە',
  'label-page': 'پەڕە',
  'label-component': 'بلۆک',
  'outline-empty': 'هیچ بلۆکێک نییە',
  'outline-item-collapse': 'داخستن',
  'outline-item-expand': 'کردنەوە',
  'outline-header-title': 'پێکهاتەی پەڕە',
  'outline-header-collapseall': 'داخستنی هەموو',
  'outline-item-duplicate': 'لەبەرگرتنەوە',
  'outline-item-delete': 'سڕینەوە',
  'drawer-category-collapse': 'داخستنی {title}',
  'drawer-category-expand': 'کردنەوەی {title}',
  'drawer-category-other': 'ئەوانی تر',
  'canvas-noconfig': 'هیچ ڕێکخستنێک بۆ {type} نییە',
  'field-readonly': 'تەنها خوێندنەوە',
  'field-arrayitem-summary': 'بڕگەی {index}',
  'field-arrayitem-duplicate': 'لەبەرگرتنەوە',
  'field-arrayitem-delete': 'سڕینەوە',
  'field-external-selectdata': 'هەڵبژاردنی داتا',
  'field-external-search': 'گەڕان',
  'field-external-togglefilters': 'پیشاندانی فلتەرەکان',
  'field-external-item': 'بڕگەی دەرەکی',
  'field-external-result-singular': '{count} ئەنجام',
  'field-external-result-plural': '{count} ئەنجام',
  'viewport-zoom-in': 'گەورەکردنی پێشبینین',
  'viewport-zoom-out': 'بچووککردنی پێشبینین',
  'viewport-zoom-auto': '{zoom}% (خۆکار)',
  'viewport-toggle-menu': 'لیستی قەبارەی پێشبینین',
  'viewport-switch': 'گۆڕین بۆ پێشبینینی {label}',
  'viewport-switch-default': 'گۆڕینی قەبارەی پێشبینین',
  'plugin-blocks': 'بلۆکەکان',
  'plugin-outline': 'پێکهاتە',
  'plugin-fields': 'خانەکان',
  'plugin-components': 'بلۆکەکان',
  'layout-maximize': 'گەورەکردن',
  'layout-minimize': 'بچووککردن',
  'loader-loading': 'بارکردن',
};

const ar: PuckDictionary = {
  'header-publish': 'نشر',
  'header-undo': 'تراجع',
  'header-redo': 'إعادة',
  'header-toggle-leftsidebar': 'إظهار أو إخفاء الشريط الجانبي الأول',
  'header-toggle-rightsidebar': 'إظهار أو إخفاء الشريط الجانبي الأخير',
  'header-toggle-menubar': 'إظهار أو إخفاء شريط القوائم',
  'action-selectparent': 'تحديد الكتلة الأم',
  'action-duplicate': 'تكرار',
  'action-delete': 'حذف',
  'label-page': 'الصفحة',
  'label-component': 'كتلة',
  'outline-empty': 'لا توجد كتل',
  'outline-item-collapse': 'طي',
  'outline-item-expand': 'توسيع',
  'outline-header-title': 'بنية الصفحة',
  'outline-header-collapseall': 'طي الكل',
  'outline-item-duplicate': 'تكرار',
  'outline-item-delete': 'حذف',
  'drawer-category-collapse': 'طي {title}',
  'drawer-category-expand': 'توسيع {title}',
  'drawer-category-other': 'أخرى',
  'canvas-noconfig': 'لا إعدادات لـ {type}',
  'field-readonly': 'للقراءة فقط',
  'field-arrayitem-summary': 'العنصر {index}',
  'field-arrayitem-duplicate': 'تكرار',
  'field-arrayitem-delete': 'حذف',
  'field-external-selectdata': 'اختيار البيانات',
  'field-external-search': 'بحث',
  'field-external-togglefilters': 'إظهار المرشحات',
  'field-external-item': 'عنصر خارجي',
  'field-external-result-singular': 'نتيجة واحدة',
  'field-external-result-plural': '{count} نتائج',
  'viewport-zoom-in': 'تكبير المعاينة',
  'viewport-zoom-out': 'تصغير المعاينة',
  'viewport-zoom-auto': '{zoom}% (تلقائي)',
  'viewport-toggle-menu': 'قائمة مقاسات المعاينة',
  'viewport-switch': 'التبديل إلى معاينة {label}',
  'viewport-switch-default': 'تبديل مقاس المعاينة',
  'plugin-blocks': 'الكتل',
  'plugin-outline': 'البنية',
  'plugin-fields': 'الحقول',
  'plugin-components': 'الكتل',
  'layout-maximize': 'تكبير',
  'layout-minimize': 'تصغير',
  'loader-loading': 'جارٍ التحميل',
};

/** Puck's dictionary for the editor's language; English keeps Puck's own texts. */
export function puckDictionary(language: Language): PuckDictionary {
  return language === 'ku' ? ku : language === 'ar' ? ar : {};
}

/** The keys Puck 0.23 knows, kept so a test notices when an upgrade renames them. */
export const PUCK_DICTIONARY_KEYS = Object.keys(ku);
