/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { GalleryCarousel } from './render.js';
import { galleryCarouselTemplate } from './template.js';

export const block = defineBlock({ template: galleryCarouselTemplate, Render: GalleryCarousel });
