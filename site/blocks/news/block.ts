/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { News } from './render.js';
import { newsTemplate } from './template.js';

export const block = defineBlock({ template: newsTemplate, Render: News });
