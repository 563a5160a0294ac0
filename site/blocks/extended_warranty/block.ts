/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ExtendedWarranty } from './render.js';
import { extendedWarrantyTemplate } from './template.js';

export const block = defineBlock({ template: extendedWarrantyTemplate, Render: ExtendedWarranty });
