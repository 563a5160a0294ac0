/**
 * The specification accordion's groups gathered into cars: one per model and engine, in the order
 * their first group appears, with their sections. Models are named by model_key (the label when the
 * key is empty); `model_key_additional` chooses and orders the models offered.
 */
import type { SpecificationAccordionProps, SpecificationGroup } from './template.js';

export interface SpecRow {
  label: string;
  value: string;
}

export interface SpecSection {
  title: string;
  rows: SpecRow[];
  open: boolean;
}

export interface SpecCar {
  model: string;
  modelLabel: string;
  engine: string;
  sections: SpecSection[];
}

/** `Label | Value` per line; a line without `|` is a row with its text as the label and no value. */
export function parseRows(text: string): SpecRow[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const bar = line.indexOf('|');
      return bar < 0 ? { label: line, value: '' } : { label: line.slice(0, bar).trim(), value: line.slice(bar + 1).trim() };
    });
}

const modelOf = (group: SpecificationGroup) => group.model_key.trim() || group.model_label.trim();

export function specificationCars(props: SpecificationAccordionProps): SpecCar[] {
  const cars: SpecCar[] = [];
  for (const group of props.specifications) {
    const model = modelOf(group);
    const engine = group.engine_label.trim();
    const title = group.section_title.trim();
    const rows = parseRows(group.rows);
    if (!model || !engine || !title || rows.length === 0) continue;
    let car = cars.find((c) => c.model === model && c.engine === engine);
    if (!car) {
      car = { model, modelLabel: group.model_label.trim() || model, engine, sections: [] };
      cars.push(car);
    }
    car.sections.push({ title, rows, open: Boolean(group.open) });
  }
  const offered = props.model_key_additional
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (offered.length === 0) return cars;
  return offered.flatMap((key) => cars.filter((car) => car.model === key));
}
