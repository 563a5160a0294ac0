/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { Quote } from './render.js';
import { quoteTemplate } from './template.js';

export const block = defineBlock({ template: quoteTemplate, Render: Quote });
