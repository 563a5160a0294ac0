/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { StockLocator } from './render.js';
import { stockLocatorTemplate } from './template.js';

export const block = defineBlock({ template: stockLocatorTemplate, Render: StockLocator });
