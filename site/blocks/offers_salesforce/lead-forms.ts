/** The form the offers block places and the hidden values it sends with it (its render and server/render/form-first-screens.ts read them). */
import type { LeadFormOptions } from '../shared/lead-form.js';
import { OFFER_FLAGS, type OffersSalesforceProps } from './template.js';

/** The offer category and the ticked interests, sent as hidden fields. */
export function offersHiddenValues(props: OffersSalesforceProps): Record<string, string> {
  const interests = OFFER_FLAGS.filter((flag) => props[flag]).join(',');
  return {
    ...(props.category.trim() ? { offers_category: props.category.trim() } : {}),
    ...(interests ? { offers_interests: interests } : {}),
  };
}

export function offersLeadForm(props: OffersSalesforceProps): LeadFormOptions {
  return {
    formId: props.form_id,
    formKind: props.form_kind,
    hidden: offersHiddenValues(props),
    twoColumns: props.has_two_columns,
    buttonPosition: props.button_position,
    errorText: props.error_text,
    retryText: props.error_button_text,
  };
}
