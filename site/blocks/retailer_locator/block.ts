/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { RetailerLocator } from './render.js';
import { retailerLocatorTemplate } from './template.js';

export const block = defineBlock({ template: retailerLocatorTemplate, Render: RetailerLocator });
