/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { FuelTypeQuiz } from './render.js';
import { fuelTypeQuizTemplate } from './template.js';

export const block = defineBlock({ template: fuelTypeQuizTemplate, Render: FuelTypeQuiz });
