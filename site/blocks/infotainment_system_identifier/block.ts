/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { InfotainmentIdentifier } from './render.js';
import { infotainmentTemplate } from './template.js';

export const block = defineBlock({ template: infotainmentTemplate, Render: InfotainmentIdentifier });
