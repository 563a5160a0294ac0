/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { SpecificationAtAGlance } from './render.js';
import { specificationAtAGlanceTemplate } from './template.js';

export const block = defineBlock({ template: specificationAtAGlanceTemplate, Render: SpecificationAtAGlance });
