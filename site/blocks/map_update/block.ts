/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { MapUpdate } from './render.js';
import { mapUpdateTemplate } from './template.js';

export const block = defineBlock({ template: mapUpdateTemplate, Render: MapUpdate });
