/**
 * The Kurdish glossary (docs/glossary-ku.md) as a check: every Kurdish string of the product's
 * text tables — widget translations, domain label tables, the site shell, the server seeds — is
 * scanned for the forms the glossary rejects, so a new string cannot bring one back. The files are
 * read as text (not imported): this test sees every table without depending on the widgets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED_FOLDERS = ['domain', 'widgets', 'site', 'server', 'state-machines'];

/** A letter Kurdish writes and Arabic does not (ە ێ ۆ ڕ ڵ ڤ ی ک گ پ چ ژ): the string is Kurdish. */
const KURDISH_LETTER = /[\u06d5\u06ce\u06c6\u0695\u06b5\u06a4\u06cc\u06a9\u06af\u067e\u0686\u0698]/;
/** A pattern that must not touch another letter on either side (JS \b knows only ASCII letters). */
const word = (text: string) => new RegExp(`(?<![\\p{L}\\p{M}])${text}(?![\\p{L}\\p{M}\\u200c])`, 'u');

const REJECTED: readonly { form: RegExp; use: string }[] = [
  { form: /گازوایل|گازۆیل/, use: 'دیزڵ' },
  { form: /دیزل/, use: 'دیزڵ' },
  { form: /پلەگ/, use: 'هایبریدی پلاگ-ئین' },
  { form: /مەکینە/, use: 'بزوێنەر' },
  { form: /(?<!هێزی )ئەسپ/, use: 'هێزی ئەسپ' },
  { form: word('گێڕ'), use: 'گیربۆکس' },
  { form: /شانسی/, use: 'ژمارەی شاسی' },
  { form: /ناسنامەی ئۆتۆمبێل/, use: 'ژمارەی شاسی' },
  { form: /ماوەی بڕاو/, use: 'مەودای بڕاو' },
  { form: /مۆدیل/, use: 'مۆدێل' },
  { form: /کاتەلۆگ/, use: 'بڕۆشوور' },
  { form: /دەستی دووەم/, use: 'بەکارهاتوو' },
  { form: word('دۆخ'), use: 'بەردەستبوون (status) / بارودۆخ (condition)' },
  { form: /ئۆتۆمبێلی تاقیکردنەوە/, use: 'ئۆتۆمبێلی نمایش' },
  { form: /فرۆشیار/, use: 'بریکار' },
  { form: /بریکاری فرۆشتن/, use: 'بریکار' },
  { form: word('حجز'), use: 'حیجز' },
  { form: /کرێی حیجز/, use: 'پارەی حیجزکردن' },
  { form: /تاقیکردنەوەی ئۆتۆمبێل/, use: 'تاقیکردنەوەی لێخوڕین' },
  { form: /ڕێگاکانی پارەدان/, use: 'شێوازی پارەدان' },
  { form: word('نەقد'), use: 'نەختینە' },
  { form: /بۆ هەر مانگێک/, use: 'لە مانگێکدا' },
  { form: /ئەربیل|سولەیمانی|دهوک/, use: 'هەولێر / سلێمانی / دهۆک' },
  { form: /IQD|USD|\$(?=\{\{)/, use: 'the currency as a word after the amount (domain/currencies.ts)' },
  // A Latin phone number in a right-to-left sentence reorders its groups unless it is isolated (LRI … PDI).
  { form: /(?<!\u2066|\\u2066)\+\d/, use: 'the number inside \\u2066 … \\u2069' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const STRING_LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** Every Kurdish string literal of the scanned source, with where it is. */
function kurdishStrings(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of SCANNED_FOLDERS.flatMap(sourceFiles)) {
    for (const literal of readFileSync(path.join(ROOT, file), 'utf8').match(STRING_LITERAL) ?? []) {
      if (KURDISH_LETTER.test(literal)) found.push({ file, text: literal.slice(1, -1) });
    }
  }
  return found;
}

describe('the Kurdish glossary', () => {
  const strings = kurdishStrings();

  it('finds the Kurdish text tables (the scan is not empty)', () => {
    const files = new Set(strings.map((s) => s.file));
    for (const table of [
      'domain/vehicle-labels.ts',
      'domain/showroom-texts/ku.ts',
      'site/i18n/ku.ts',
      'widgets/features/vehicle-cards/translations/ku.ts',
      'widgets/stock-locator/translations/ku.ts',
      'widgets/order-online/translations/ku.ts',
      'widgets/reservation/translations/ku.ts',
      'widgets/finance-calculator/translations/ku.ts',
      'server/seed/widget-translations-seed.ts',
    ])
      expect(files).toContain(table);
  });

  it('no Kurdish string uses a form the glossary rejects', () => {
    const offences = strings.flatMap(({ file, text }) =>
      REJECTED.filter(({ form }) => form.test(text)).map(({ form, use }) => `${file}: «${text}» matches ${form} — use «${use}»`),
    );
    expect(offences).toEqual([]);
  });

  it('catches a rejected form in a new string (the check can fail)', () => {
    const caught = (text: string) => REJECTED.some(({ form }) => form.test(text));
    expect(caught('ژمارەی شانسی')).toBe(true);
    expect(caught('گازوایل')).toBe(true);
    expect(caught('پەیوەندی بە فرۆشیارەوە بکە')).toBe(true);
    expect(caught('دۆخ')).toBe(true);
    expect(caught('٨٧٬٣٠٠ IQD')).toBe(true);
    expect(caught('بۆ نموونە +964 750 123 4567')).toBe(true);
    expect(caught('بۆ نموونە \u2066+964 750 123 4567\u2069')).toBe(false);
    expect(caught('دۆخی پارەدان')).toBe(false);
    expect(caught('ژمارەی شاسی')).toBe(false);
    expect(caught('٣٠٠ هێزی ئەسپ')).toBe(false);
    expect(caught('وەرگێڕان')).toBe(false);
  });
});
