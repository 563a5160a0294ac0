/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { FinanceCalculator } from './render.js';
import { financeCalculatorTemplate } from './template.js';

export const block = defineBlock({ template: financeCalculatorTemplate, Render: FinanceCalculator });
