/**
 * Which form a form block's `<lrdx-form>` shows, as one text: the key of the form the server drew
 * for it (server/render/form-first-screens.ts), shared by every block that asks for the same form.
 */
import type { FormBlockProps } from './template.js';

export interface FormElementChoice {
  formId: string | undefined;
  formKind: string | undefined;
}

/** The element's form attributes as the block writes them: an id, or else the kind. */
export function formElementChoice(props: Pick<FormBlockProps, 'form_id' | 'form_kind'>): FormElementChoice {
  const formId = props.form_id.trim();
  return { formId: formId || undefined, formKind: formId ? undefined : props.form_kind.trim() || undefined };
}

export function formElementKey(choice: FormElementChoice): string {
  return JSON.stringify([choice.formId ?? '', choice.formKind ?? '']);
}
