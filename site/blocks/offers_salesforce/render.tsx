/** Offers to Salesforce: title, subtitle and the offers form with the block's category and chosen offers as hidden values. */
import { BlockSection } from '../shared/block-section.js';
import { LeadForm } from '../shared/lead-form.js';
import type { BlockRenderProps } from '../types.js';
import { OFFER_FLAGS, type OffersSalesforceProps } from './template.js';

/** The hidden values the CRM receives: the category and the offers ticked in the block, comma-separated. */
export function offersHiddenValues(props: OffersSalesforceProps): Record<string, string> {
  const interests = OFFER_FLAGS.filter((flag) => props[flag]).join(',');
  return {
    ...(props.category.trim() ? { offers_category: props.category.trim() } : {}),
    ...(interests ? { offers_interests: interests } : {}),
  };
}

export function OffersSalesforce({ props, ctx }: BlockRenderProps<OffersSalesforceProps>) {
  return (
    <BlockSection blockKey="offers_salesforce" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-lead-block">
      {props.form_title ? <h2 className="lrdx-heading">{props.form_title}</h2> : null}
      {props.form_subtile ? <p className="lrdx-lead-block__subtitle">{props.form_subtile}</p> : null}
      <LeadForm
        options={{
          formId: props.form_id,
          formKind: props.form_kind,
          hidden: offersHiddenValues(props),
          twoColumns: props.has_two_columns,
          buttonPosition: props.button_position,
          errorText: props.error_text,
          retryText: props.error_button_text,
        }}
        ctx={ctx}
      />
    </BlockSection>
  );
}
