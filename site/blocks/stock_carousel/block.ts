/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { StockCarousel } from './render.js';
import { stockCarouselTemplate } from './template.js';

export const block = defineBlock({ template: stockCarouselTemplate, Render: StockCarousel });
