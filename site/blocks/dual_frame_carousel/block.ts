/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { DualFrameCarousel } from './render.js';
import { dualFrameCarouselTemplate } from './template.js';

export const block = defineBlock({ template: dualFrameCarouselTemplate, Render: DualFrameCarousel });
