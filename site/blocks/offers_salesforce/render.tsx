/** Offers to Salesforce: title, subtitle and the offers form with the block's category and chosen offers as hidden values. */
import { BlockSection } from '../shared/block-section.js';
import { LeadForm } from '../shared/lead-form.js';
import type { BlockRenderProps } from '../types.js';
import type { OffersSalesforceProps } from './template.js';
import { offersLeadForm } from './lead-forms.js';

/** The hidden values the CRM receives: the category and the offers ticked in the block, comma-separated. */
export function OffersSalesforce({ props, ctx }: BlockRenderProps<OffersSalesforceProps>) {
  return (
    <BlockSection blockKey="offers_salesforce" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-lead-block">
      {props.form_title ? <h2 className="lrdx-heading">{props.form_title}</h2> : null}
      {props.form_subtile ? <p className="lrdx-lead-block__subtitle">{props.form_subtile}</p> : null}
      <LeadForm options={offersLeadForm(props)} ctx={ctx} />
    </BlockSection>
  );
}
