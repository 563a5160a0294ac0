/** Field builders shared by the block templates: one builder per field type (docs/cms-editor.md, "How a block template is written"). */
import { scrollIdField, type Field, type HeadedBlockProps, type ImageValue } from '../types.js';
import { headingLevelField } from './link-fields.js';

export const IMAGE_SIZES_WIDE = ['1600x900', '1024x576', '640x360'] as const;
/** A picture that takes half the width at the most (beside text, in a card), so it needs no 1600 size. */
export const IMAGE_SIZES_HALF = ['1024x576', '640x360'] as const;

export const imageField = (label: string, sizes: readonly string[] = IMAGE_SIZES_WIDE): Field => ({
  label,
  type: 'image',
  sizes,
});
export const jsonField = (label: string): Field => ({ label, type: 'markdown', language: 'json' });
export const htmlField = (label: string): Field => ({ label, type: 'markdown', language: 'html', translatable: true });
/** Editor-written text rendered as HTML: a rich-text field in the editor, sanitized on save like any HTML field. */
export const richHtmlField = (label: string): Field => ({ label, type: 'markdown', language: 'html', rich: true, translatable: true });
export const textField = (label: string): Field => ({ label, type: 'string', translatable: true });
/** Translatable text of several lines (a paragraph, a disclaimer): a text area in the editor. */
export const longTextField = (label: string): Field => ({ label, type: 'text', translatable: true });
export const keyField = (label: string, placeholder?: string): Field =>
  placeholder ? { label, type: 'string', placeholder } : { label, type: 'string' };
/** A text field holding a URL (a link, a video file, a feed): the stored-URL rule applies to it. */
export const urlField = (label: string, placeholder?: string): Field =>
  placeholder ? { label, type: 'string', placeholder, url: true } : { label, type: 'string', url: true };
export const boolField = (label: string): Field => ({ label, type: 'bool' });
/** One of the site's icons (shared/icons.tsx), picked from the editor's icon list. */
export const iconField = (label = 'Icon'): Field => ({ label, type: 'icon' });
export const numberField = (label: string, min: number, max?: number): Field =>
  max === undefined ? { label, type: 'number', min } : { label, type: 'number', min, max };
/** A select field; each option is a stored value shown as it is, or a `[value, label]` pair. */
export const selectField = (label: string, options: readonly (string | readonly [value: string, label: string])[]): Field => ({
  label,
  type: 'select',
  options: options.map((option) =>
    typeof option === 'string' ? { label: option, value: option } : { label: option[1], value: option[0] },
  ),
});

/**
 * A repeatable group (an `array` field): up to `max` items, each starting as a copy of `item`, with
 * one field per key of the item (`fields`), in the order the editor's form shows them.
 */
export const arrayField = <T extends object>(label: string, max: number, item: T, fields: { [K in keyof T]: Field }): Field => ({
  label,
  type: 'array',
  max,
  // The editor stores any item as a plain record; T is the block's own item type, checked against `fields` above.
  defaultItemProps: item as unknown as Record<string, unknown>,
  arrayFields: fields,
});

/**
 * A block's repeatable groups (types.ts `BlockTemplate`): the array field holding them, how many a
 * new block starts with, and the catalogue's maximum, the same number as the array field's `max`.
 */
export const fieldGroups = (field: string, max: number, seed = 1) => ({
  field_groups: field,
  field_groups_seed: seed,
  max_field_groups: max,
});

/** When the page's loader starts a block's widget (loader/loader.ts, `data-load-on`). */
export const loadOnField = (label = 'Load the widget'): Field =>
  selectField(label, [
    ['ready', 'At once'],
    ['visible', 'When scrolled into view'],
    ['interaction', 'On first interaction'],
  ]);

/**
 * The anchor id, heading and heading level most blocks start with (types.ts `HeadedBlockProps`),
 * fresh objects per template, and their defaults: no heading, an h2 unless the block says otherwise.
 */
export const headedBlockFields = () => ({
  block_scroll_id: scrollIdField,
  heading: textField('Heading'),
  heading_level: headingLevelField(),
});
type HeadedBlockFields = ReturnType<typeof headedBlockFields>;
export const headedBlockDefaults = (heading = '', headingLevel = '2') => ({ block_scroll_id: '', heading, heading_level: headingLevel });

export const emptyImage = (): ImageValue => ({ src: '', alt: '' });

/**
 * A block's own fields and their defaults, in the order the editor's form shows them: the ones a
 * headed list block (headedGroups below) holds besides its heading and its list.
 */
export interface OwnFields<O extends object> {
  fields: { [F in keyof O]: Field };
  defaults: O;
}

/**
 * Fields, defaults and group keys of a block that is a heading over one list of groups (a
 * carousel, a gallery): the headed-block fields, then the block's own fields (`own`, if any), then
 * the array field (`field`, arrayField above), starting with no heading and no groups. The block
 * spreads it after its list attributes.
 */
export function headedGroups<K extends string, T extends object, O extends object = Record<never, never>>(
  field: K,
  label: string,
  max: number,
  item: T,
  fields: { [F in keyof T]: Field },
  own?: OwnFields<O>,
) {
  return {
    ...fieldGroups(field, max),
    // A computed key widens to string; the one key is `field`, of type K.
    fields: { ...headedBlockFields(), ...own?.fields, [field]: arrayField(label, max, item, fields) } as HeadedBlockFields & {
      [F in keyof O]: Field;
    } & Record<K, Field>,
    defaultProps: { ...headedBlockDefaults(), ...own?.defaults, [field]: [] } as HeadedBlockProps & O & Record<K, T[]>,
  };
}
