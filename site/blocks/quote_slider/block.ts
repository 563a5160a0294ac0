/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { QuoteSlider } from './render.js';
import { quoteSliderTemplate } from './template.js';

export const block = defineBlock({ template: quoteSliderTemplate, Render: QuoteSlider });
