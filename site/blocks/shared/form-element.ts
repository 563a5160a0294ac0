/**
 * What a `<lrdx-form>` on a page shows, as one text: the key of the first screen the server drew for
 * it (server/render/form-first-screens.ts). The form block and the lead-form blocks (lead-form.tsx)
 * write the same element; two elements with the same key show the same fields, heading and layout.
 * Hidden fields and the send error's words are not drawn, so they are not part of it.
 */
export interface FormElementChoice {
  formId: string | undefined;
  formKind: string | undefined;
  /** The heading the widget draws above its fields (lead blocks' `heading`). */
  heading?: string | undefined;
  /** '2': two columns of fields. */
  columns?: string | undefined;
  buttonPosition?: string | undefined;
}

export function formElementKey(choice: FormElementChoice): string {
  return JSON.stringify([
    choice.formId ?? '',
    choice.formKind ?? '',
    choice.heading ?? '',
    choice.columns ?? '',
    choice.buttonPosition ?? '',
  ]);
}
