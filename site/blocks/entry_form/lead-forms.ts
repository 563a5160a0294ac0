/** The form the entry form block places (its render and server/render/form-first-screens.ts read it). */
import type { LeadFormOptions } from '../shared/lead-form.js';
import type { EntryFormProps } from './template.js';

export function entryFormLeadForm(props: EntryFormProps): LeadFormOptions {
  return { formId: props.form_id, formKind: props.form_kind, hidden: props.form_hidden_field_mapping };
}
