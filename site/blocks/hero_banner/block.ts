/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { HeroBanner } from './render.js';
import { heroBannerTemplate } from './template.js';

export const block = defineBlock({ template: heroBannerTemplate, Render: HeroBanner });
