/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { CarRent } from './render.js';
import { carRentTemplate } from './template.js';

export const block = defineBlock({ template: carRentTemplate, Render: CarRent });
