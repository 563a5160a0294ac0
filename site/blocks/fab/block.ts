/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { FabBlock } from './render.js';
import { fabBlockTemplate } from './template.js';

export const block = defineBlock({ template: fabBlockTemplate, Render: FabBlock });
