/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { SubscriptionQuiz } from './render.js';
import { subscriptionQuizTemplate } from './template.js';

export const block = defineBlock({ template: subscriptionQuizTemplate, Render: SubscriptionQuiz });
