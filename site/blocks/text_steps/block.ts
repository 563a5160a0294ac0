/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { TextSteps } from './render.js';
import { textStepsTemplate } from './template.js';

export const block = defineBlock({ template: textStepsTemplate, Render: TextSteps });
