/** Form: heading, intro and `<lrdx-form>` (widgets/form) with the page's language and hidden field mapping. */
import { createElement } from 'react';
import { HeadedBlockSection } from '../shared/block-section.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { FormBlockProps } from './template.js';
import { formElementChoice } from './element-key.js';
import { formElementKey } from '../shared/form-element.js';

/** The mapping as JSON text of string values; invalid JSON is logged (docs/content-api.md, "Invalid JSON in settings") and dropped. */
function mappingText(text: string, warn: (message: string) => void): string | undefined {
  if (!text.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  } catch {
    // Logged below.
  }
  warn('Invalid JSON in form_hidden_field_mapping');
  return undefined;
}

export function FormBlock({ props, ctx }: BlockRenderProps<FormBlockProps>) {
  const { formId, formKind } = formElementChoice(props);
  if (!formId && !formKind) return null;
  // The form the server drew (server/render/form-first-screens.ts): its fields stand from the first
  // paint, and the widget starts on them without moving the page below.
  const firstScreen = ctx.formFirstScreens?.get(formElementKey({ formId, formKind }));
  return (
    <HeadedBlockSection blockKey="form" props={props} className="lrdx-grid lrdx-form-block">
      <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
      {createElement('lrdx-form', {
        'form-id': formId,
        'form-kind': formKind,
        lang: ctx.segment,
        'hidden-fields': mappingText(props.form_hidden_field_mapping, ctx.warn),
        ...(firstScreen ? { dangerouslySetInnerHTML: { __html: firstScreen } } : {}),
      })}
    </HeadedBlockSection>
  );
}
