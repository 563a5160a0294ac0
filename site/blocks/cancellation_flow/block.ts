/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { CancellationFlow } from './render.js';
import { cancellationFlowTemplate } from './template.js';

export const block = defineBlock({ template: cancellationFlowTemplate, Render: CancellationFlow });
