/** The server-rendered fallback texts of the finance calculator (shown until the widget runs, or without script). */
import type { Language } from '../../../domain/languages.js';

export interface FinanceFallbackTexts {
  title: string;
  /** {{price}} is the monthly amount. */
  monthly: string;
  /** {{down}}, {{years}} and {{rate}} are already written in the page's digits. */
  terms: string;
  noScript: string;
  /** Column headings of the finance options table. */
  columns: { option: string; downPayment: string; duration: string; rate: string; monthly: string };
  /** {{n}} is a number of years in the page's digits. */
  years: string;
  /** {{price}} is the price the options are quoted for. */
  optionsFor: string;
}

export const FINANCE_FALLBACK_TEXTS: Readonly<Record<Language, FinanceFallbackTexts>> = {
  ku: {
    title: 'ژمێرەری قیست',
    monthly: 'قیستی مانگانە: {{price}}',
    terms: 'پێشەکی {{down}}٪، ماوە {{years}} ساڵ، ڕێژەی سوود {{rate}}٪',
    noScript: 'بۆ گۆڕینی پێشەکی و ماوە، تکایە جاڤاسکریپت لە وێبگەڕەکەتدا چالاک بکە.',
    columns: { option: 'شێوازی پارەدان', downPayment: 'پێشەکی', duration: 'ماوە', rate: 'ڕێژەی سوود', monthly: 'قیستی مانگانە' },
    years: '{{n}} ساڵ',
    optionsFor: 'بۆ نرخی {{price}}',
  },
  en: {
    title: 'Finance calculator',
    monthly: 'Monthly payment: {{price}}',
    terms: '{{down}}% down payment, {{years}} years, {{rate}}% interest rate',
    noScript: 'To change the down payment and duration, please turn on JavaScript in your browser.',
    columns: {
      option: 'Finance option',
      downPayment: 'Down payment',
      duration: 'Duration',
      rate: 'Interest rate',
      monthly: 'Monthly payment',
    },
    years: '{{n}} years',
    optionsFor: 'For a price of {{price}}',
  },
  ar: {
    title: 'حاسبة التمويل',
    monthly: 'القسط الشهري: {{price}}',
    terms: 'دفعة أولى {{down}}٪، المدة {{years}} سنوات، نسبة الفائدة {{rate}}٪',
    noScript: 'لتغيير الدفعة الأولى والمدة، يرجى تفعيل جافاسكريبت في متصفحك.',
    columns: { option: 'خيار التمويل', downPayment: 'الدفعة الأولى', duration: 'المدة', rate: 'نسبة الفائدة', monthly: 'القسط الشهري' },
    years: '{{n}} سنوات',
    optionsFor: 'لسعر {{price}}',
  },
};

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
