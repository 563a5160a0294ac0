/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ColorButtonCarousel } from './render.js';
import { colorButtonCarouselTemplate } from './template.js';

export const block = defineBlock({ template: colorButtonCarouselTemplate, Render: ColorButtonCarousel });
