/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { Interior360 } from './render.js';
import { interior360Template } from './template.js';

export const block = defineBlock({ template: interior360Template, Render: Interior360 });
