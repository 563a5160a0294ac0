/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { InPageNavigation } from './render.js';
import { inPageNavigationTemplate } from './template.js';

export const block = defineBlock({ template: inPageNavigationTemplate, Render: InPageNavigation });
