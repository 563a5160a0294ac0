/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ParallaxImage } from './render.js';
import { parallaxImageTemplate } from './template.js';

export const block = defineBlock({ template: parallaxImageTemplate, Render: ParallaxImage });
