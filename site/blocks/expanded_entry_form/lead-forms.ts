/** The tabs the expanded entry form shows and each one's form (its render and server/render/form-first-screens.ts read them). */
import type { LeadFormOptions } from '../shared/lead-form.js';
import type { EntryFormTab, ExpandedEntryFormProps } from './template.js';

/** The first top_tabs_limit tabs with a label. */
export function shownTabs(props: ExpandedEntryFormProps): EntryFormTab[] {
  const limit = Math.max(1, Math.round(props.top_tabs_limit || 1));
  return props.tabs.filter((t) => t.label.trim()).slice(0, limit);
}

export function tabLeadForm(tab: EntryFormTab): LeadFormOptions {
  return { formId: tab.form_id, formKind: tab.form_kind, hidden: tab.form_hidden_field_mapping };
}

export function expandedEntryLeadForms(props: ExpandedEntryFormProps): LeadFormOptions[] {
  return shownTabs(props).map(tabLeadForm);
}
