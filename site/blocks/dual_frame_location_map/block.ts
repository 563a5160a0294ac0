/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { DualFrameLocationMap } from './render.js';
import { dualFrameLocationMapTemplate } from './template.js';

export const block = defineBlock({ template: dualFrameLocationMapTemplate, Render: DualFrameLocationMap });
