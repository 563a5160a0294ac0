/** The server-rendered fallback texts of the finance calculator (shown until the widget runs, or without script). */
import type { Language } from '../../../domain/languages.js';
import type { PluralTexts } from '../../../domain/plural-rules.js';

export interface FinanceFallbackTexts {
  title: string;
  /** {{price}} is the monthly amount. */
  monthly: string;
  /** {{down}} and {{rate}} are already written in the page's digits; {{duration}} is `years` filled. */
  terms: string;
  noScript: string;
  /** Column headings of the finance options table. */
  columns: { option: string; downPayment: string; duration: string; rate: string; monthly: string };
  /** {{n}} is a number of years in the page's digits; one text per plural form of the language. */
  years: PluralTexts;
  /** {{price}} is the price the options are quoted for. */
  optionsFor: string;
}

export const FINANCE_FALLBACK_TEXTS: Readonly<Record<Language, FinanceFallbackTexts>> = {
  ku: {
    title: 'ژمێرەری قیست',
    monthly: 'قیستی مانگانە: {{price}}',
    terms: 'پێشەکی {{down}}٪، ماوە {{duration}}، ڕێژەی سوود {{rate}}٪',
    noScript: 'بۆ گۆڕینی پێشەکی و ماوە، تکایە جاڤاسکریپت لە وێبگەڕەکەتدا چالاک بکە.',
    columns: { option: 'شێوازی پارەدان', downPayment: 'پێشەکی', duration: 'ماوە', rate: 'ڕێژەی سوود', monthly: 'قیستی مانگانە' },
    years: { one: '{{n}} ساڵ', other: '{{n}} ساڵ' },
    optionsFor: 'بۆ نرخی {{price}}',
  },
  en: {
    title: 'Finance calculator',
    monthly: 'Monthly payment: {{price}}',
    terms: '{{down}}% down payment, {{duration}}, {{rate}}% interest rate',
    noScript: 'To change the down payment and duration, please turn on JavaScript in your browser.',
    columns: {
      option: 'Finance option',
      downPayment: 'Down payment',
      duration: 'Duration',
      rate: 'Interest rate',
      monthly: 'Monthly payment',
    },
    years: { one: '{{n}} year', other: '{{n}} years' },
    optionsFor: 'For a price of {{price}}',
  },
  ar: {
    title: 'حاسبة التمويل',
    monthly: 'القسط الشهري: {{price}}',
    terms: 'دفعة أولى {{down}}٪، المدة {{duration}}، نسبة الفائدة {{rate}}٪',
    noScript: 'لتغيير الدفعة الأولى والمدة، يرجى تفعيل جافاسكريبت في متصفحك.',
    columns: { option: 'خيار التمويل', downPayment: 'الدفعة الأولى', duration: 'المدة', rate: 'نسبة الفائدة', monthly: 'القسط الشهري' },
    years: { zero: '{{n}} سنة', one: 'سنة واحدة', two: 'سنتان', few: '{{n}} سنوات', many: '{{n}} سنة', other: '{{n}} سنة' },
    optionsFor: 'لسعر {{price}}',
  },
};
