/** Arabic texts of the vehicle data the seed writes in English. */
import type { VehiclePhrases } from './types.js';

const ar: VehiclePhrases = {
  // Standard features
  'Terrain Response 2': 'نظام Terrain Response 2',
  'Electronic air suspension': 'تعليق هوائي إلكتروني',
  'Pivi Pro infotainment': 'نظام المعلومات والترفيه Pivi Pro',
  '3D Surround Camera': 'كاميرا محيطية ثلاثية الأبعاد',
  'LED headlights with signature DRL': 'مصابيح أمامية LED مع إضاءة نهارية مميزة',
  'Wade Sensing': 'استشعار عمق المياه (Wade Sensing)',
  'ClearSight Ground View': 'رؤية ما تحت السيارة (ClearSight Ground View)',
  'Heated front seats': 'مقاعد أمامية مدفأة',
  'Apple CarPlay and Android Auto': 'Apple CarPlay وAndroid Auto',
  'Cabin Air Purification Pro': 'تنقية هواء المقصورة Pro',
  'Third-row seating with climate control': 'صف ثالث من المقاعد مع تحكم بالمناخ',
  'Powered gesture tailgate': 'باب خلفي كهربائي يعمل بالإيماءة',
  'Three-zone climate control': 'تحكم بالمناخ بثلاث مناطق',
  'LED headlights': 'مصابيح أمامية LED',
  'Hill Descent Control': 'نظام التحكم بالنزول من المنحدرات',
  '360° parking aid': 'مساعد ركن ٣٦٠ درجة',
  'Pivi Pro with 13.1" curved touchscreen': 'Pivi Pro مع شاشة لمس منحنية ١٣٫١ بوصة',
  'Dynamic air suspension': 'تعليق هوائي ديناميكي',
  'Digital LED headlights': 'مصابيح أمامية LED رقمية',
  'Meridian Sound System': 'نظام صوت Meridian',
  'Heated and cooled front seats': 'مقاعد أمامية مدفأة ومبردة',
  'Adaptive Cruise Control': 'مثبت سرعة تكيفي',
  'Wireless device charging': 'شحن لاسلكي للأجهزة',
  'Interactive Driver Display': 'شاشة السائق التفاعلية',
  'Adaptive Dynamics': 'ديناميكية تكيفية',
  'Emergency Braking': 'الكبح في حالات الطوارئ',
  'Lane Keep Assist': 'مساعد البقاء في المسار',
  'Rear camera': 'كاميرا خلفية',
  'Dual-zone climate control': 'تحكم بالمناخ بمنطقتين',
  '11 kW on-board AC charger': 'شاحن تيار متردد مدمج ١١ كيلوواط',
  'Heat pump': 'مضخة حرارية',
  'Switchable active exhaust': 'عادم نشط قابل للتبديل',
  'Deployable door handles': 'مقابض أبواب منبثقة',
  // Optional features and packs
  'Off-Road Pack': 'حزمة الطرق الوعرة',
  'Extended Black Pack': 'حزمة الأسود الموسعة',
  'Towing Pack': 'حزمة القطر',
  'Sliding panoramic roof': 'سقف بانورامي منزلق',
  'Expedition roof rack': 'حامل سقف للرحلات',
  'Satin Protective Film': 'غشاء حماية ساتان',
  '22" Gloss Black wheels': 'عجلات سوداء لامعة ٢٢ بوصة',
  'Seven-seat Pack': 'حزمة السبعة مقاعد',
  'Panoramic roof': 'سقف بانورامي',
  'Black Exterior Pack': 'حزمة الهيكل الخارجي الأسود',
  'Meridian Signature Sound System': 'نظام صوت Meridian Signature',
  'Rear Executive Class Comfort seats': 'مقاعد خلفية مريحة من الدرجة التنفيذية',
  'Head-up display': 'شاشة العرض على الزجاج الأمامي',
  'All-Wheel Steering': 'توجيه جميع العجلات',
  '23" forged wheels': 'عجلات مطروقة ٢٣ بوصة',
  'Night vision assist': 'مساعد الرؤية الليلية',
  'Black Pack': 'حزمة الأسود',
  'Drive Pack': 'حزمة القيادة',
  'Cold Climate Pack': 'حزمة المناخ البارد',
  '21" Gloss Black wheels': 'عجلات سوداء لامعة ٢١ بوصة',
  // Price notes and breakdown lines
  'Including customs duty and sales tax': 'يشمل الرسوم الجمركية وضريبة المبيعات',
  'Including sales tax': 'يشمل ضريبة المبيعات',
  'Base price': 'السعر الأساسي',
  'Optional equipment': 'التجهيزات الاختيارية',
  'Delivery and registration': 'التسليم والتسجيل',
  'Vehicle price': 'سعر السيارة',
  'Ownership transfer': 'نقل الملكية',
  'Retailer offer': 'عرض الوكيل',
  // Disclaimers and footnotes
  'Pictures are illustrative; the paint and equipment of the vehicle may differ.': 'الصور للتوضيح فقط؛ قد يختلف لون السيارة وتجهيزاتها.',
  'Recommended retail price in US dollars, including customs duty and delivery. Offers valid while stock lasts.':
    'سعر التجزئة المقترح بالدولار الأمريكي، شاملاً الرسوم الجمركية والتسليم. العروض سارية حتى نفاد المخزون.',
  'Approved vehicles include a 165-point inspection and a 24-month warranty.':
    'تشمل السيارات المعتمدة فحصاً من ١٦٥ نقطة وضماناً لمدة ٢٤ شهراً.',
  "Mileage as recorded at the retailer; sold as seen, with the retailer's statutory obligations.":
    'المسافة المقطوعة كما سجلها الوكيل؛ تُباع بحالتها، مع التزامات الوكيل القانونية.',
  'Fuel consumption and CO2 figures are WLTP values; real-world figures in Iraq may differ.':
    'أرقام استهلاك الوقود وانبعاثات CO2 هي قيم WLTP؛ قد تختلف الأرقام الفعلية في العراق.',
  'Electric range depends on driving style, temperature and battery condition.':
    'يعتمد المدى الكهربائي على أسلوب القيادة ودرجة الحرارة وحالة البطارية.',
  'Range up to 470 km (WLTP); charging times depend on the charger and battery temperature.':
    'مدى يصل إلى ٤٧٠ كم (WLTP)؛ تعتمد أوقات الشحن على الشاحن ودرجة حرارة البطارية.',
};

export default ar;
