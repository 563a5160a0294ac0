/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { PowertrainQuiz } from './render.js';
import { powertrainQuizTemplate } from './template.js';

export const block = defineBlock({ template: powertrainQuizTemplate, Render: PowertrainQuiz });
