/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { VinChecker } from './render.js';
import { vinCheckerTemplate } from './template.js';

export const block = defineBlock({ template: vinCheckerTemplate, Render: VinChecker });
