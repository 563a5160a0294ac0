/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { Snippet } from './render.js';
import { snippetTemplate } from './template.js';

export const block = defineBlock({ template: snippetTemplate, Render: Snippet });
