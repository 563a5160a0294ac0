/** Field builders shared by the part-B catalogue templates (catalogue, section 3: field types). */
import type { Field, ImageValue } from '../types.js';

export const IMAGE_SIZES_WIDE = ['1600x900', '1024x576', '640x360'] as const;

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
export const keyField = (label: string, placeholder?: string): Field =>
  placeholder ? { label, type: 'string', placeholder } : { label, type: 'string' };
/** A text field holding a URL (a link, a video file, a feed): the stored-URL rule applies to it. */
export const urlField = (label: string, placeholder?: string): Field =>
  placeholder ? { label, type: 'string', placeholder, url: true } : { label, type: 'string', url: true };
export const boolField = (label: string): Field => ({ label, type: 'bool' });
export const selectField = (label: string, values: readonly string[]): Field => ({
  label,
  type: 'select',
  options: values.map((value) => ({ label: value, value })),
});

export const emptyImage = (): ImageValue => ({ src: '', alt: '' });

export { headingLevelField as headingLevelFieldB } from './link-fields.js';
