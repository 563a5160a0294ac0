/**
 * The block's settings as the widget reads them (site/blocks/range_calculator sends them as one
 * JSON document, mappers already parsed). Texts the editor filled in replace the widget's
 * translations; `translations` (the block's translations JSON) may replace any text by its key.
 */
import { readOptionsMap, toRangeUnit, type RangeOptionsMap, type RangeUnit } from '../../domain/range-calculator/index.js';
import { readJsonAttribute } from '../runtime/json-attribute.js';

export interface RangeCar {
  key: string;
  name: string;
  description: string;
  image: { src: string; alt: string };
  link: { label: string; url: string };
}

export interface RangeCalculatorConfig {
  jsonUrl: string;
  unit: RangeUnit;
  cars: RangeCar[];
  engines: RangeOptionsMap;
  wheels: RangeOptionsMap;
  modal: { button: string; title: string; content: string };
  /** Text key → the editor's text (select_label, range_label, range_disclaimer and the translations JSON). */
  texts: Record<string, string>;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (record: Json, key: string) => (typeof record[key] === 'string' ? (record[key] as string).trim() : '');

function carOf(value: unknown): RangeCar | null {
  if (!isRecord(value) || !str(value, 'key')) return null;
  const image = isRecord(value.image) ? value.image : {};
  const link = isRecord(value.link) ? value.link : {};
  return {
    key: str(value, 'key'),
    name: str(value, 'name') || str(value, 'key'),
    description: str(value, 'description'),
    image: { src: str(image, 'src'), alt: str(image, 'alt') },
    link: { label: str(link, 'label'), url: str(link, 'url') },
  };
}

export function readRangeCalculatorConfig(json: string | undefined): RangeCalculatorConfig {
  // A broken attribute leaves the widget without cars: it says so instead of failing.
  const record = readJsonAttribute(json);
  const modal = isRecord(record.modal) ? record.modal : {};
  const texts: Record<string, string> = {};
  if (isRecord(record.translations))
    for (const [key, value] of Object.entries(record.translations))
      if (typeof value === 'string' && value.trim()) texts[key] = value.trim();
  const own = {
    selectCar: str(record, 'select_label'),
    rangeLabel: str(record, 'range_label'),
    disclaimer: str(record, 'range_disclaimer'),
  };
  for (const [key, value] of Object.entries(own)) if (value) texts[key] = value;
  return {
    jsonUrl: str(record, 'json_url'),
    unit: toRangeUnit(record.range_unit),
    cars: (Array.isArray(record.cars) ? record.cars : []).map(carOf).filter((c): c is RangeCar => c !== null),
    engines: readOptionsMap(record.engines ?? {}),
    wheels: readOptionsMap(record.wheels ?? {}),
    modal: { button: str(modal, 'button'), title: str(modal, 'title'), content: str(modal, 'content') },
    texts,
  };
}
