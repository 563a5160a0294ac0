/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { HotspotsContainer } from './render.js';
import { hotspotsContainerTemplate } from './template.js';

export const block = defineBlock({ template: hotspotsContainerTemplate, Render: HotspotsContainer });
