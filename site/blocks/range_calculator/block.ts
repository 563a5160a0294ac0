/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { RangeCalculator } from './render.js';
import { rangeCalculatorTemplate } from './template.js';

export const block = defineBlock({ template: rangeCalculatorTemplate, Render: RangeCalculator });
