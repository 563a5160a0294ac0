/**
 * The finance calculator block's settings as the widget and the server-rendered fallback read them
 * (block catalogue, "Finance"): the products of the block's groups, the models of `models_info`
 * narrowed by `nameplate_key_filter`, the style, the header tag, the disclaimers and
 * `hide_free_items`. One JSON (the element's `config` attribute) carries them, so a retailer can
 * paste the same tag on its own page.
 */
import {
  parseInputConfig,
  parseOutputConfig,
  methodOf,
  type FinanceInputConfig,
  type FinanceMethod,
  type FinanceOutputItem,
} from './products.js';
import { readJsonValue } from '../json-text.js';

export type CalculatorStyle = 'default' | 'mena';
export const HEADER_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeaderTag = (typeof HEADER_TAGS)[number];

export interface FinanceButton {
  label: string;
  url: string;
}

export interface FinanceProductSetting {
  product: string;
  method: FinanceMethod;
  name: string;
  description: string;
  link: FinanceButton | null;
  mainButton: FinanceButton | null;
  additionalButtons: FinanceButton[];
  input: FinanceInputConfig;
  outputs: FinanceOutputItem[];
  disclaimerTitle: string;
  disclaimerBody: string;
}

export interface FinanceModel {
  nameplateKey: string;
  name: string;
  /** On-the-road price in whole currency units. */
  price: number;
  image: string;
  /** Included extras ("3 years free servicing"), hidden with hide_free_items. */
  freeItems: string[];
}

export interface CalculatorConfig {
  style: CalculatorStyle;
  headerTag: HeaderTag;
  title: string;
  disclaimers: string;
  hideFreeItems: boolean;
  products: FinanceProductSetting[];
  models: FinanceModel[];
  /** Editor overrides of the widget's texts, by text key. */
  labels: Record<string, string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const list = (v: unknown): unknown[] => {
  const parsed = readJsonValue(v);
  return Array.isArray(parsed) ? parsed : [];
};

/** Only http(s) and site-relative links become buttons: a `javascript:` URL never reaches an href. */
export function safeUrl(value: unknown): string {
  const url = str(value);
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : '';
}

function button(raw: unknown): FinanceButton | null {
  if (!isRecord(raw)) return null;
  const label = str(raw.label) || str(raw.text) || str(raw.link_text);
  const url = safeUrl(raw.url ?? raw.href);
  return label && url ? { label, url } : null;
}

function product(raw: unknown): FinanceProductSetting | null {
  if (!isRecord(raw)) return null;
  const key = str(raw.finance_product) || 'hire_purchase';
  return {
    product: key,
    method: methodOf(key),
    name: str(raw.name) || key,
    description: str(raw.description),
    link: button(raw.link),
    mainButton: button(raw.main_button),
    additionalButtons: list(raw.additional_buttons)
      .map(button)
      .filter((b): b is FinanceButton => b !== null),
    input: parseInputConfig(raw.input_configuration),
    outputs: parseOutputConfig(raw.output_configuration),
    disclaimerTitle: str(raw.disclaimer_title),
    disclaimerBody: str(raw.disclaimer_body),
  };
}

function model(raw: unknown): FinanceModel | null {
  if (!isRecord(raw)) return null;
  const nameplateKey = str(raw.nameplate_key) || str(raw.key);
  const price = typeof raw.price === 'string' ? Number(raw.price) : raw.price;
  if (!nameplateKey || typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  const freeItems = Array.isArray(raw.free_items) ? raw.free_items.map(str).filter(Boolean) : [];
  return { nameplateKey, name: str(raw.name) || nameplateKey, price, image: safeUrl(raw.image), freeItems };
}

/** The comma-separated nameplate keys, trimmed and lower-cased; empty means every model. */
export function nameplateFilter(value: unknown): string[] {
  return str(value)
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
}

/** The block's settings (as stored or as the element's JSON), checked; never throws. */
export function parseCalculatorConfig(value: unknown): CalculatorConfig {
  const raw = readJsonValue(value);
  const r = isRecord(raw) ? raw : {};
  const filter = nameplateFilter(r.nameplate_key_filter);
  const models = list(r.models_info)
    .map(model)
    .filter((m): m is FinanceModel => m !== null)
    .filter((m) => filter.length === 0 || filter.includes(m.nameplateKey.toLowerCase()));
  const products = list(r.groups ?? r.finance_products)
    .map(product)
    .filter((p): p is FinanceProductSetting => p !== null);
  const tag = str(r.header_tag).toLowerCase();
  const labels = isRecord(r.labels)
    ? Object.fromEntries(Object.entries(r.labels).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''))
    : {};
  return {
    style: r.calculator_style === 'mena' ? 'mena' : 'default',
    headerTag: (HEADER_TAGS as readonly string[]).includes(tag) ? (tag as HeaderTag) : 'h2',
    title: str(r.title),
    disclaimers: str(r.disclaimers),
    hideFreeItems: r.hide_free_items === true || r.hide_free_items === 'true' || r.hide_free_items === 1,
    // A block without groups still calculates: the default hire purchase.
    products: products.length ? products : [product({ finance_product: 'hire_purchase' }) as FinanceProductSetting],
    models,
    labels,
  };
}
