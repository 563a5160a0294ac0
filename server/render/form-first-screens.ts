/**
 * The first screen of every form on a page (the form block's and the lead-form blocks': entry form,
 * expanded entry form, extended warranty, offers), drawn on the server into its `<lrdx-form>`
 * (widgets/form/server-render.tsx), so the form's fields stand in the page from the first paint
 * instead of growing out of a loading line when the widget runs (docs/decisions.md, "Page speed as
 * a first-time visitor gets it"). Read with the server's own routes (./own-json.ts), so the form is the
 * one the Forms API gives. Any failure leaves the bare element, which loads the form itself.
 */
import type { FastifyInstance } from 'fastify';
import type { Page } from '../../domain/page.js';
import { readProps } from '../../site/blocks/read-props.js';
import { formTemplate } from '../../site/blocks/form/template.js';
import { formElementChoice } from '../../site/blocks/form/element-key.js';
import { formElementKey, type FormElementChoice } from '../../site/blocks/shared/form-element.js';
import { leadFormChoice, type LeadFormOptions } from '../../site/blocks/shared/lead-form.js';
import { entryFormTemplate } from '../../site/blocks/entry_form/template.js';
import { entryFormLeadForm } from '../../site/blocks/entry_form/lead-forms.js';
import { expandedEntryFormTemplate } from '../../site/blocks/expanded_entry_form/template.js';
import { expandedEntryLeadForms } from '../../site/blocks/expanded_entry_form/lead-forms.js';
import { extendedWarrantyTemplate } from '../../site/blocks/extended_warranty/template.js';
import { extendedWarrantyLeadForm } from '../../site/blocks/extended_warranty/lead-forms.js';
import { offersSalesforceTemplate } from '../../site/blocks/offers_salesforce/template.js';
import { offersLeadForm } from '../../site/blocks/offers_salesforce/lead-forms.js';
import type { PageBlock } from '../../domain/page.js';
import { renderFormFirstScreen } from '../../widgets/form/server-render.js';
import { drawFirstScreens, type FirstScreen, type FirstScreensRequest } from './first-screens.js';
import { widgetStyles } from './widget-styles.js';
import { ownJsonReader } from './own-json.js';

/** The forms each lead-form block places, as its render places them (site/blocks/<block>/lead-forms.ts). */
const LEAD_FORM_BLOCKS: Readonly<Record<string, (props: PageBlock['props']) => LeadFormOptions[]>> = {
  [entryFormTemplate.key]: (props) => [entryFormLeadForm(readProps(entryFormTemplate, props))],
  [expandedEntryFormTemplate.key]: (props) => expandedEntryLeadForms(readProps(expandedEntryFormTemplate, props)),
  [extendedWarrantyTemplate.key]: (props) => [extendedWarrantyLeadForm(readProps(extendedWarrantyTemplate, props))],
  [offersSalesforceTemplate.key]: (props) => [offersLeadForm(readProps(offersSalesforceTemplate, props))],
};

/** The forms a block shows, as their elements ask for them. */
function formsOf(block: PageBlock): FormElementChoice[] {
  if (block.template === formTemplate.key) return [formElementChoice(readProps(formTemplate, block.props))];
  const lead = LEAD_FORM_BLOCKS[block.template];
  return lead ? lead(block.props).flatMap((options) => leadFormChoice(options) ?? []) : [];
}

/** Whether the page holds a form (a form block or a lead-form block): only those pages read their forms. */
export function pageShowsForm(page: Page): boolean {
  return page.blocks.some((block) => block.template === formTemplate.key || block.template in LEAD_FORM_BLOCKS);
}

/** Inner HTML by `formElementKey` (site/blocks/form/render.tsx reads it). */
export async function loadFormFirstScreens(options: FirstScreensRequest & { app: FastifyInstance }): Promise<Map<string, string>> {
  const { app, page, language, log } = options;
  const getJson = ownJsonReader(app);
  const screens = page.blocks
    .flatMap(formsOf)
    .filter((choice) => choice.formId || choice.formKind)
    .map((choice): FirstScreen => ({
      key: formElementKey(choice),
      draw: async () =>
        (await renderFormFirstScreen({
          element: { ...choice, lang: language },
          getJson,
          styles: widgetStyles('form'),
          nonce: options.nonce,
        })) || undefined,
    }));
  return drawFirstScreens(screens, 'form', log);
}
