/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { NumberButtonCarousel } from './render.js';
import { numberButtonCarouselTemplate } from './template.js';

export const block = defineBlock({ template: numberButtonCarouselTemplate, Render: NumberButtonCarousel });
