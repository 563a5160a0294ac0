/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ContentBlocks } from './render.js';
import { contentBlocksTemplate } from './template.js';

export const block = defineBlock({ template: contentBlocksTemplate, Render: ContentBlocks });
