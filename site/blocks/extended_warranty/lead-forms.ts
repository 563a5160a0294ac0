/** The form the extended warranty block places beside its prices (its render and server/render/form-first-screens.ts read it). */
import type { LeadFormOptions } from '../shared/lead-form.js';
import type { ExtendedWarrantyProps } from './template.js';

export function extendedWarrantyLeadForm(props: ExtendedWarrantyProps): LeadFormOptions {
  return { formId: props.form_id, formKind: props.form_kind, hidden: props.form_hidden_field_mapping, twoColumns: false };
}
