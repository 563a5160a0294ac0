/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { InspiredCollection } from './render.js';
import { inspiredCollectionTemplate } from './template.js';

export const block = defineBlock({ template: inspiredCollectionTemplate, Render: InspiredCollection });
