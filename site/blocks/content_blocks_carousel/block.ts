/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ContentBlocksCarousel } from './render.js';
import { contentBlocksCarouselTemplate } from './template.js';

export const block = defineBlock({ template: contentBlocksCarouselTemplate, Render: ContentBlocksCarousel });
