/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { SignPost } from './render.js';
import { signPostTemplate } from './template.js';

export const block = defineBlock({ template: signPostTemplate, Render: SignPost });
