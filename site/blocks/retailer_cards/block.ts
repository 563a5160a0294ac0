/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { RetailerCards } from './render.js';
import { retailerCardsTemplate } from './template.js';

export const block = defineBlock({ template: retailerCardsTemplate, Render: RetailerCards });
