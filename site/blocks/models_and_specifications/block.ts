/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ModelsAndSpecifications } from './render.js';
import { modelsAndSpecificationsTemplate } from './template.js';

export const block = defineBlock({ template: modelsAndSpecificationsTemplate, Render: ModelsAndSpecifications });
