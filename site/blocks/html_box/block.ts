/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { HtmlBox } from './render.js';
import { htmlBoxTemplate } from './template.js';

export const block = defineBlock({ template: htmlBoxTemplate, Render: HtmlBox });
