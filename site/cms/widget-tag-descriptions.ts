/**
 * The one-line description of each widget tag the editor lists beside HTML fields, in Kurdish
 * Sorani and Arabic (widget-tags.ts holds the English). Words follow docs/glossary-ku.md;
 * widget-tags.test.ts fails when a listed tag lacks its line here.
 */
import type { Language } from '../../domain/languages.js';
import type { KuAr } from '../blocks/define-block.js';
import type { WidgetTag } from './widget-tags.js';

export const WIDGET_DESCRIPTIONS: Readonly<Record<string, KuAr>> = {
  'lrdx-stock-locator': ['گەڕان بە دوای ئۆتۆمبێل بە پاڵاوتن و ئەنجامەکان.', 'البحث عن السيارات مع عوامل التصفية والنتائج.'],
  'lrdx-stock-carousel': ['کارۆسێلێک تا ١٢ ئۆتۆمبێلی لیستێک.', 'شريط دوّار يضم حتى ١٢ سيارة من قائمة.'],
  'lrdx-showroom': ['پەڕەی ئۆتۆمبێلێک: وێنەکان، تایبەتمەندییەکان، نرخەکان.', 'صفحة سيارة واحدة: الصور والمواصفات والأسعار.'],
  'lrdx-reservation': ['حیجزکردنی ئۆتۆمبێلێک بە پارەی حیجزکردن.', 'حجز سيارة بدفع رسوم الحجز.'],
  'lrdx-cancellation': ['هەڵوەشاندنەوەی حیجزێک لە بەستەری ئیمەیڵەکەیەوە.', 'إلغاء حجز من رابط البريد الإلكتروني.'],
  'lrdx-order-online': ['داواکردنی ئۆتۆمبێلێک بە ئۆنلاین، هەنگاو بە هەنگاو.', 'طلب سيارة عبر الإنترنت خطوة بخطوة.'],
  'lrdx-form': [
    'فۆرمێکی API ی فۆرمەکان (پرسیار، تاقیکردنەوەی لێخوڕین، بڕۆشوور، پەیوەندی…)، بە ناسنامە یان بە جۆر.',
    'نموذج من واجهة النماذج (استفسار، تجربة قيادة، كتيّب، تواصل…)، بالمعرّف أو بالنوع.',
  ],
  'lrdx-finance-calculator': [
    'قیستی مانگانە بۆ ئۆتۆمبێلێک و بەرهەمێکی دارایی (ڕێکخستنەکان وەک JSON لە config).',
    'الأقساط الشهرية لسيارة ومنتج تمويل (الإعدادات بصيغة JSON في config).',
  ],
  'lrdx-quiz': [
    'پرسیارێک: جۆری سووتەمەنی، پاکێجەکانی Defender، سیستەمی پاڵنان یان بەشداریکردن.',
    'اختبار: نوع الوقود أو حزم Defender أو نظام الدفع أو الاشتراك.',
  ],
  'lrdx-rent-a-car': [
    'داواکاری بەکرێگرتنی ئۆتۆمبێل لە سێ هەنگاودا (شوێن و بەروار، پەیوەندی، کورتە)، لە ڕێگەی API ی فۆرمەکانەوە دەنێردرێت.',
    'طلب استئجار سيارة في ثلاث خطوات (المكان والتواريخ، التواصل، الملخص)، يُرسل عبر واجهة النماذج.',
  ],
  'lrdx-vin-checker': [
    'ژمارەی شاسی (VIN) لەگەڵ هەڵمەتەکانی خزمەتگوزاریی بنکەدراوەی ناوخۆیی بەراورد دەکات.',
    'يفحص رقم الهيكل (VIN) مقابل حملات الخدمة في قاعدة البيانات المحلية.',
  ],
  'lrdx-update-checker': [
    'مۆدێل و ساڵێک هەڵبژێرە بۆ بینینی ئەو نوێکردنەوانەی نەرمەواڵە یان نەخشە کە دەیگرنەوە (JSON ی subblocks_mapper ی بلۆکەکە).',
    'اختر طرازًا وسنة لمعرفة تحديثات البرامج أو الخرائط التي تنطبق (JSON ‏subblocks_mapper الخاص بالكتلة).',
  ],
  'lrdx-range-calculator': [
    'مەودای کارەبایی بەپێی ئۆتۆمبێل، بزوێنەر و قەبارەی تایە، بە کیلۆمەتر یان میل (json_url ی بلۆکەکە لە ڕێگەی /api/range-calculator).',
    'المدى الكهربائي حسب السيارة والمحرك وحجم العجلات، بالكيلومتر أو الميل (json_url الخاص بالكتلة عبر ‎/api/range-calculator).',
  ],
  'lrdx-retailer-locator': [
    'دۆزینەوەی بریکار بە پارێزگا، شار یان ناو، یان نزیک سەردانکەر؛ لیست و نەخشە (جۆری full، list یان compact).',
    'العثور على وكيل حسب المحافظة أو المدينة أو الاسم، أو بالقرب من الزائر؛ قائمة وخريطة (النوع full أو list أو compact).',
  ],
};

/** The tag's description in the editor's `language` (English from widget-tags.ts, and when the table lacks it). */
export function widgetDescription(widget: WidgetTag, language: Language): string {
  const words = WIDGET_DESCRIPTIONS[widget.tag];
  if (!words || language === 'en') return widget.description;
  return language === 'ku' ? words[0] : words[1];
}
