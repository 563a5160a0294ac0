/**
 * The interactive-tool and lead-form blocks (part B), in one list so the registry
 * (registry.ts) adds them with one line: the car-rental enquiry (<lrdx-rent-a-car>), extended
 * warranty, offers to Salesforce, entry form and expanded entry form (<lrdx-form>).
 */
import type { BaseBlockProps, BlockDefinition } from './types.js';
import { CarRentalEnquiry } from './car_rental_enquiry/render.js';
import { carRentalEnquiryTemplate } from './car_rental_enquiry/template.js';
import { EntryForm } from './entry_form/render.js';
import { entryFormTemplate } from './entry_form/template.js';
import { ExpandedEntryForm } from './expanded_entry_form/render.js';
import { expandedEntryFormTemplate } from './expanded_entry_form/template.js';
import { ExtendedWarranty } from './extended_warranty/render.js';
import { extendedWarrantyTemplate } from './extended_warranty/template.js';
import { OffersSalesforce } from './offers_salesforce/render.js';
import { offersSalesforceTemplate } from './offers_salesforce/template.js';

function bind<P extends BaseBlockProps>(definition: BlockDefinition<P>): BlockDefinition<BaseBlockProps> {
  return definition as unknown as BlockDefinition<BaseBlockProps>;
}

export const CATALOGUE_TOOLS_BLOCKS: readonly BlockDefinition<BaseBlockProps>[] = [
  bind({ template: carRentalEnquiryTemplate, Render: CarRentalEnquiry }),
  bind({ template: extendedWarrantyTemplate, Render: ExtendedWarranty }),
  bind({ template: offersSalesforceTemplate, Render: OffersSalesforce }),
  bind({ template: entryFormTemplate, Render: EntryForm }),
  bind({ template: expandedEntryFormTemplate, Render: ExpandedEntryForm }),
];
