/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ModelSummaryFilters } from './render.js';
import { modelSummaryFiltersTemplate } from './template.js';

export const block = defineBlock({ template: modelSummaryFiltersTemplate, Render: ModelSummaryFilters });
