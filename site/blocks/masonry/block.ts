/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { Masonry } from './render.js';
import { masonryTemplate } from './template.js';

export const block = defineBlock({ template: masonryTemplate, Render: Masonry });
