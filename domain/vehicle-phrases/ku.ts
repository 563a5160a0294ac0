/** Kurdish (Sorani) texts of the vehicle data the seed writes in English (docs/glossary-ku.md). */
import type { VehiclePhrases } from './types.js';

const ku: VehiclePhrases = {
  // Standard features
  'Terrain Response 2': 'سیستەمی Terrain Response 2',
  'Electronic air suspension': 'هەڵواسینی هەوایی ئەلیکترۆنی',
  'Pivi Pro infotainment': 'سیستەمی زانیاری و چێژی Pivi Pro',
  '3D Surround Camera': 'کامێرای دەوروبەری سێ ڕەهەندی',
  'LED headlights with signature DRL': 'گڵۆپی پێشەوەی LED لەگەڵ ڕووناکی ڕۆژانەی تایبەت',
  'Wade Sensing': 'هەستکردن بە قووڵایی ئاو (Wade Sensing)',
  'ClearSight Ground View': 'بینینی ژێر ئۆتۆمبێل (ClearSight Ground View)',
  'Heated front seats': 'کورسی پێشەوەی گەرمکراو',
  'Apple CarPlay and Android Auto': 'Apple CarPlay و Android Auto',
  'Cabin Air Purification Pro': 'پاککەرەوەی هەوای ناوەوە Pro',
  'Third-row seating with climate control': 'ڕیزی سێیەمی کورسی لەگەڵ کۆنترۆڵی کەشوهەوا',
  'Powered gesture tailgate': 'دەرگای دواوەی کارەبایی بە جووڵەی دەست',
  'Three-zone climate control': 'کۆنترۆڵی کەشوهەوای سێ ناوچەیی',
  'LED headlights': 'گڵۆپی پێشەوەی LED',
  'Hill Descent Control': 'کۆنترۆڵی دابەزین لە لێژی',
  '360° parking aid': 'یاریدەدەری ڕاگرتنی ٣٦٠ پلە',
  'Pivi Pro with 13.1" curved touchscreen': 'Pivi Pro لەگەڵ شاشەی دەستلێدانی چەماوەی ١٣٫١ ئینج',
  'Dynamic air suspension': 'هەڵواسینی هەوایی داینامیکی',
  'Digital LED headlights': 'گڵۆپی پێشەوەی LEDی دیجیتاڵی',
  'Meridian Sound System': 'سیستەمی دەنگی Meridian',
  'Heated and cooled front seats': 'کورسی پێشەوەی گەرمکراو و ساردکراو',
  'Adaptive Cruise Control': 'کرۆز کۆنترۆڵی خۆگونجێن',
  'Wireless device charging': 'بارگاویکردنی بێ وایەری ئامێر',
  'Interactive Driver Display': 'شاشەی کارلێککەری شۆفێر',
  'Adaptive Dynamics': 'داینامیکی خۆگونجێن',
  'Emergency Braking': 'بریکی فریاکەوتن',
  'Lane Keep Assist': 'یاریدەدەری مانەوە لە هێڵ',
  'Rear camera': 'کامێرای دواوە',
  'Dual-zone climate control': 'کۆنترۆڵی کەشوهەوای دوو ناوچەیی',
  '11 kW on-board AC charger': 'بارگاویکەری AC ی ناو ئۆتۆمبێل ١١ کیلۆوات',
  'Heat pump': 'پەمپی گەرمی',
  'Switchable active exhaust': 'ئێگزۆزی چالاکی گۆڕاو',
  'Deployable door handles': 'دەسکی دەرگای دەرچوو',
  // Optional features and packs
  'Off-Road Pack': 'پاکێجی ڕێگای ناهەموار',
  'Extended Black Pack': 'پاکێجی ڕەشی فراوان',
  'Towing Pack': 'پاکێجی ڕاکێشان',
  'Sliding panoramic roof': 'سەقفی پانۆرامای خلیسک',
  'Expedition roof rack': 'ڕەفەی سەربانی گەشت',
  'Satin Protective Film': 'چینی پاراستنی ساتان',
  '22" Gloss Black wheels': 'ویلی ڕەشی بریقەدار ٢٢ ئینج',
  'Seven-seat Pack': 'پاکێجی حەوت کورسی',
  'Panoramic roof': 'سەقفی پانۆراما',
  'Black Exterior Pack': 'پاکێجی دەرەوەی ڕەش',
  'Meridian Signature Sound System': 'سیستەمی دەنگی Meridian Signature',
  'Rear Executive Class Comfort seats': 'کورسی دواوەی ئاسوودەی پلەی بەڕێوەبەران',
  'Head-up display': 'شاشەی سەر شووشە',
  'All-Wheel Steering': 'ئاراستەکردنی هەموو تایەکان',
  '23" forged wheels': 'ویلی داڕێژراو ٢٣ ئینج',
  'Night vision assist': 'یاریدەدەری بینینی شەو',
  'Black Pack': 'پاکێجی ڕەش',
  'Drive Pack': 'پاکێجی لێخوڕین',
  'Cold Climate Pack': 'پاکێجی کەشوهەوای سارد',
  '21" Gloss Black wheels': 'ویلی ڕەشی بریقەدار ٢١ ئینج',
  // Price notes and breakdown lines
  'Including customs duty and sales tax': 'باجی گومرگ و باجی فرۆشتن لەخۆدەگرێت',
  'Including sales tax': 'باجی فرۆشتن لەخۆدەگرێت',
  'Base price': 'نرخی بنەڕەت',
  'Optional equipment': 'کەرەستەی هەڵبژاردەیی',
  'Delivery and registration': 'گەیاندن و تۆمارکردن',
  'Vehicle price': 'نرخی ئۆتۆمبێل',
  'Ownership transfer': 'گواستنەوەی خاوەندارێتی',
  'Retailer offer': 'پێشکەشکراوی بریکار',
  // Disclaimers and footnotes
  'Pictures are illustrative; the paint and equipment of the vehicle may differ.':
    'وێنەکان تەنها بۆ ڕوونکردنەوەن؛ ڕەنگ و کەرەستەی ئۆتۆمبێلەکە لەوانەیە جیاواز بن.',
  'Recommended retail price in US dollars, including customs duty and delivery. Offers valid while stock lasts.':
    'نرخی فرۆشتنی پێشنیارکراو بە دۆلاری ئەمریکی، باجی گومرگ و گەیاندن لەخۆدەگرێت. پێشکەشکراوەکان تا کۆتایی کۆگا بەردەوامن.',
  'Approved vehicles include a 165-point inspection and a 24-month warranty.':
    'ئۆتۆمبێلە پەسەندکراوەکان پشکنینی ١٦٥ خاڵی و گەرەنتی ٢٤ مانگ لەخۆدەگرن.',
  "Mileage as recorded at the retailer; sold as seen, with the retailer's statutory obligations.":
    'مەودای بڕاو وەک لای بریکار تۆمارکراوە؛ وەک خۆی دەفرۆشرێت، لەگەڵ پابەندبوونە یاساییەکانی بریکار.',
  'Fuel consumption and CO2 figures are WLTP values; real-world figures in Iraq may differ.':
    'ژمارەکانی بەکارهێنانی سووتەمەنی و CO2 بەهای WLTP ن؛ ژمارە ڕاستەقینەکان لە عێراق لەوانەیە جیاواز بن.',
  'Electric range depends on driving style, temperature and battery condition.':
    'مەودای کارەبایی پەیوەستە بە شێوازی لێخوڕین و پلەی گەرما و باری پاتری.',
  'Range up to 470 km (WLTP); charging times depend on the charger and battery temperature.':
    'مەودا تا ٤٧٠ کیلۆمەتر (WLTP)؛ کاتی بارگاویکردن پەیوەستە بە بارگاویکەر و پلەی گەرمای پاتری.',
};

export default ku;
