/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { Exterior360 } from './render.js';
import { exterior360Template } from './template.js';

export const block = defineBlock({ template: exterior360Template, Render: Exterior360 });
