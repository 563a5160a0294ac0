/**
 * The preset source of a select or radio in the form builder: where `<lrdx-form>` takes the option
 * it starts at (widgets/form/hidden-values.ts presetValues) — the page's mapping, the UTM cookie,
 * the vehicle or the retailer the form was opened for (the seeded retailer select starts at the
 * car's retailer). It is stored as the field's `hidden` member, as a hidden field's source is;
 * without one the field starts at its default value.
 */
import type { FormField, HiddenFieldSource } from '../../domain/contracts/forms.js';

export const PRESET_SOURCES: readonly HiddenFieldSource[] = ['retailer', 'vehicle', 'mapping', 'utm'];

/** The types the public form presets from a source. */
export function takesPresetSource(field: FormField): boolean {
  return field.type === 'select' || field.type === 'radio';
}

/** The field's preset source, or '' for none. */
export function presetSourceOf(field: FormField): HiddenFieldSource | '' {
  return takesPresetSource(field) ? (field.hidden?.source ?? '') : '';
}

/** The field with another preset source ('' removes it); a mapping key or UTM name is kept only where it means something. */
export function withPresetSource(field: FormField, source: HiddenFieldSource | ''): FormField {
  const { hidden: previous, ...rest } = field;
  if (!source) return rest;
  const name = source === 'mapping' || source === 'utm' ? previous?.name : undefined;
  return { ...rest, hidden: name ? { source, name } : { source } };
}
