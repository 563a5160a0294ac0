/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { AccoladeImageBox } from './render.js';
import { accoladeImageBoxTemplate } from './template.js';

export const block = defineBlock({ template: accoladeImageBoxTemplate, Render: AccoladeImageBox });
