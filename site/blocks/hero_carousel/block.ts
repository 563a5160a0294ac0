/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { HeroCarousel } from './render.js';
import { heroCarouselTemplate } from './template.js';

export const block = defineBlock({ template: heroCarouselTemplate, Render: HeroCarousel });
