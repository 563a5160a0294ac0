/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { Accordion } from './render.js';
import { accordionTemplate } from './template.js';

export const block = defineBlock({ template: accordionTemplate, Render: Accordion });
