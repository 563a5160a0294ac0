/**
 * The block's settings as the widget reads them (site/blocks/vin_checker sends them as JSON): each
 * text, when the editor filled it in, replaces the widget's translation of the same meaning.
 */
import { readJsonAttribute } from '../runtime/json-attribute.js';

export interface VinCheckerConfig {
  layout: string;
  title: string;
  paragraph: string;
  label: string;
  button: string;
  positive: string;
  negative: string;
  invalid: string;
}

const text = (record: Record<string, unknown>, key: string) => (typeof record[key] === 'string' ? (record[key] as string).trim() : '');

export function readVinCheckerConfig(json: string | undefined): VinCheckerConfig {
  // A broken attribute shows the translations: the checker itself still works.
  const record = readJsonAttribute(json);
  return {
    layout: text(record, 'section_class'),
    title: text(record, 'section_title'),
    paragraph: text(record, 'section_paragraph'),
    label: text(record, 'label_text'),
    button: text(record, 'button_text'),
    positive: text(record, 'response_positive'),
    negative: text(record, 'response_negative'),
    invalid: text(record, 'error_text'),
  };
}
