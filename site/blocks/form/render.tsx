/** Form: heading, intro and `<lrdx-form>` (widgets/form) with the page's language and hidden field mapping. */
import { createElement } from 'react';
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel } from '../shared/heading.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { FormBlockProps } from './template.js';

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
  const formId = props.form_id.trim();
  const formKind = props.form_kind.trim();
  if (!formId && !formKind) return null;
  return (
    <BlockSection blockKey="form" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-form-block">
      {props.heading ? (
        <Heading level={headingLevel(props.heading_level, 2)} className="lrdx-heading">
          {props.heading}
        </Heading>
      ) : null}
      <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
      {createElement('lrdx-form', {
        'form-id': formId || undefined,
        'form-kind': formId ? undefined : formKind,
        lang: ctx.segment,
        'hidden-fields': mappingText(props.form_hidden_field_mapping, ctx.warn),
      })}
    </BlockSection>
  );
}
