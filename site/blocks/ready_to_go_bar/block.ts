/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ReadyToGoBar } from './render.js';
import { readyToGoBarTemplate } from './template.js';

export const block = defineBlock({ template: readyToGoBarTemplate, Render: ReadyToGoBar });
