/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ModelSummary } from './render.js';
import { modelSummaryTemplate } from './template.js';

export const block = defineBlock({ template: modelSummaryTemplate, Render: ModelSummary });
