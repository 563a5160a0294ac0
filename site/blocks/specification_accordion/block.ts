/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { SpecificationAccordion } from './render.js';
import { specificationAccordionTemplate } from './template.js';

export const block = defineBlock({ template: specificationAccordionTemplate, Render: SpecificationAccordion });
