/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { OffersSalesforce } from './render.js';
import { offersSalesforceTemplate } from './template.js';

export const block = defineBlock({ template: offersSalesforceTemplate, Render: OffersSalesforce });
