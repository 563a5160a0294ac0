/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ModelsCarousel } from './render.js';
import { modelsCarouselTemplate } from './template.js';

export const block = defineBlock({ template: modelsCarouselTemplate, Render: ModelsCarousel });
