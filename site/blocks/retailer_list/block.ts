/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { RetailerList } from './render.js';
import { retailerListTemplate } from './template.js';

export const block = defineBlock({ template: retailerListTemplate, Render: RetailerList });
