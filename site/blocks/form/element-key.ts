/**
 * Which form a form block's `<lrdx-form>` shows (site/blocks/shared/form-element.ts keys the first
 * screen the server drew for it).
 */
import type { FormElementChoice } from '../shared/form-element.js';
import type { FormBlockProps } from './template.js';

/** The element's form attributes as the block writes them: an id, or else the kind. */
export function formElementChoice(props: Pick<FormBlockProps, 'form_id' | 'form_kind'>): FormElementChoice {
  const formId = props.form_id.trim();
  return { formId: formId || undefined, formKind: formId ? undefined : props.form_kind.trim() || undefined };
}
