/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { FormBlock } from './render.js';
import { formTemplate } from './template.js';

export const block = defineBlock({ template: formTemplate, Render: FormBlock });
