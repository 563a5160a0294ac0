/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { SingleOffer } from './render.js';
import { singleOfferTemplate } from './template.js';

export const block = defineBlock({ template: singleOfferTemplate, Render: SingleOffer });
