/**
 * Iraq's governorates in the page language (docs/glossary-ku.md, "Governorates of Iraq"). Dealers
 * store a governorate as text (`dealers.state`, the English name in the seed); `governorateKey`
 * resolves any of the names, the key, or a common English spelling, so the search and the labels
 * agree whatever language the visitor reads. Cities and districts of the seeded retailers have
 * their names here too, so a retailer's place is shown in the page language.
 */
import type { Language } from './languages.js';

type Names = Readonly<Record<Language, string>>;

export const GOVERNORATES = {
  baghdad: { ku: 'بەغدا', en: 'Baghdad', ar: 'بغداد' },
  basra: { ku: 'بەسرە', en: 'Basra', ar: 'البصرة' },
  nineveh: { ku: 'نەینەوا', en: 'Nineveh', ar: 'نينوى' },
  erbil: { ku: 'هەولێر', en: 'Erbil', ar: 'أربيل' },
  sulaymaniyah: { ku: 'سلێمانی', en: 'Sulaymaniyah', ar: 'السليمانية' },
  duhok: { ku: 'دهۆک', en: 'Duhok', ar: 'دهوك' },
  halabja: { ku: 'هەڵەبجە', en: 'Halabja', ar: 'حلبجة' },
  kirkuk: { ku: 'کەرکووک', en: 'Kirkuk', ar: 'كركوك' },
  diyala: { ku: 'دیالە', en: 'Diyala', ar: 'ديالى' },
  anbar: { ku: 'ئەنبار', en: 'Anbar', ar: 'الأنبار' },
  saladin: { ku: 'سەلاحەدین', en: 'Saladin', ar: 'صلاح الدين' },
  babil: { ku: 'بابل', en: 'Babil', ar: 'بابل' },
  karbala: { ku: 'کەربەلا', en: 'Karbala', ar: 'كربلاء' },
  najaf: { ku: 'نەجەف', en: 'Najaf', ar: 'النجف' },
  qadisiyyah: { ku: 'قادسیە', en: 'Al-Qadisiyyah', ar: 'القادسية' },
  muthanna: { ku: 'موسەننا', en: 'Al-Muthanna', ar: 'المثنى' },
  dhi_qar: { ku: 'زیقار', en: 'Dhi Qar', ar: 'ذي قار' },
  maysan: { ku: 'مەیسان', en: 'Maysan', ar: 'ميسان' },
  wasit: { ku: 'واست', en: 'Wasit', ar: 'واسط' },
} as const satisfies Record<string, Names>;

export type GovernorateKey = keyof typeof GOVERNORATES;
export const GOVERNORATE_KEYS = Object.keys(GOVERNORATES) as GovernorateKey[];

/** English spellings in use besides ours (the Kurdish forms of the Kurdistan Region's names among them). */
const ALIASES: Readonly<Record<string, GovernorateKey>> = {
  hawler: 'erbil',
  arbil: 'erbil',
  sulaimani: 'sulaymaniyah',
  slemani: 'sulaymaniyah',
  sulaimaniya: 'sulaymaniyah',
  dohuk: 'duhok',
  dahuk: 'duhok',
  ninawa: 'nineveh',
  'salah al-din': 'saladin',
  'salah ad-din': 'saladin',
  babylon: 'babil',
  qadisiyyah: 'qadisiyyah',
  diwaniyah: 'qadisiyyah',
  muthanna: 'muthanna',
  'thi qar': 'dhi_qar',
  misan: 'maysan',
  'al-anbar': 'anbar',
};

/** Cities and districts of the seeded retailers and postcode places, by their English name. */
export const PLACES: Readonly<Record<string, Names>> = {
  mosul: { ku: 'مووسڵ', en: 'Mosul', ar: 'الموصل' },
  ankawa: { ku: 'عەنکاوە', en: 'Ankawa', ar: 'عنكاوا' },
  bakrajo: { ku: 'بەکرەجۆ', en: 'Bakrajo', ar: 'بكرجو' },
  malta: { ku: 'ماڵتا', en: 'Malta', ar: 'مالطا' },
  rahimawa: { ku: 'ڕەحیماوە', en: 'Rahimawa', ar: 'رحيم آوه' },
  karrada: { ku: 'کەڕادە', en: 'Karrada', ar: 'الكرادة' },
  'al-mansour': { ku: 'مەنسوور', en: 'Al-Mansour', ar: 'المنصور' },
  'al-ashar': { ku: 'عەشار', en: 'Al-Ashar', ar: 'العشار' },
  'al-adala': { ku: 'عەدالە', en: 'Al-Adala', ar: 'العدالة' },
  'al-muthanna': { ku: 'موسەننا', en: 'Al-Muthanna', ar: 'المثنى' },
  soran: { ku: 'سۆران', en: 'Soran', ar: 'سوران' },
  koya: { ku: 'کۆیە', en: 'Koya', ar: 'كويه' },
  shaqlawa: { ku: 'شەقڵاوە', en: 'Shaqlawa', ar: 'شقلاوة' },
  ranya: { ku: 'ڕانیە', en: 'Ranya', ar: 'رانية' },
  kalar: { ku: 'کەلار', en: 'Kalar', ar: 'كلار' },
  zakho: { ku: 'زاخۆ', en: 'Zakho', ar: 'زاخو' },
  adhamiyah: { ku: 'ئەعزەمیە', en: 'Adhamiyah', ar: 'الأعظمية' },
  zubair: { ku: 'زوبەیر', en: 'Zubair', ar: 'الزبير' },
  'erbil centre': { ku: 'ناوەندی هەولێر', en: 'Erbil Centre', ar: 'مركز أربيل' },
  'sulaymaniyah centre': { ku: 'ناوەندی سلێمانی', en: 'Sulaymaniyah Centre', ar: 'مركز السليمانية' },
};

const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Every governorate's names, normalized, to its key (the first governorate naming it, in key order):
 * built once, so a name is not normalized again for every governorate on every call (a retailer's
 * name on each stock card asks for each of its words; docs/caching.md, "Render cost").
 */
const KEY_BY_NAME: ReadonlyMap<string, GovernorateKey> = (() => {
  const byName = new Map<string, GovernorateKey>();
  for (const key of GOVERNORATE_KEYS) {
    for (const name of Object.values(GOVERNORATES[key] as Names)) {
      const normalized = normalize(name);
      if (!byName.has(normalized)) byName.set(normalized, key);
    }
  }
  return byName;
})();

/** The governorate any of its names (in any language), its key or a known spelling stands for; null if none. */
export function governorateKey(text: string): GovernorateKey | null {
  const wanted = normalize(text);
  if (wanted === '') return null;
  if (wanted in GOVERNORATES) return wanted as GovernorateKey;
  const alias = ALIASES[wanted];
  if (alias) return alias;
  return KEY_BY_NAME.get(wanted) ?? null;
}

/** A governorate's name in the language; text we cannot resolve is shown as written. */
export function governorateName(text: string, language: Language): string {
  const key = governorateKey(text);
  return key ? GOVERNORATES[key][language] : text;
}

/**
 * The name the data stores (English) for a place or governorate a visitor typed in any language
 * («عەنکاوە» → "Ankawa"), so a Kurdish or Arabic locality search finds the retailer; other text as typed.
 */
export function storedPlaceName(text: string): string {
  const wanted = normalize(text);
  const place = Object.values(PLACES).find((names) => Object.values(names).some((name) => normalize(name) === wanted));
  if (place) return place.en;
  const key = governorateKey(text);
  return key ? GOVERNORATES[key].en : text.trim();
}

/** A city, district or governorate name in the language; unknown places are shown as written. */
export function placeName(text: string, language: Language): string {
  const place = PLACES[normalize(text)];
  if (place) return place[language];
  return governorateName(text, language);
}
