/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { DefenderQuiz } from './render.js';
import { defenderQuizTemplate } from './template.js';

export const block = defineBlock({ template: defenderQuizTemplate, Render: DefenderQuiz });
