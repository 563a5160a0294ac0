/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { StockLocatorOverseas } from './render.js';
import { stockLocatorOverseasTemplate } from './template.js';

export const block = defineBlock({ template: stockLocatorOverseasTemplate, Render: StockLocatorOverseas });
