/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { CollectionCarousel } from './render.js';
import { collectionCarouselTemplate } from './template.js';

export const block = defineBlock({ template: collectionCarouselTemplate, Render: CollectionCarousel });
