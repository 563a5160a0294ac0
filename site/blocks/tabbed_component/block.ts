/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { TabbedComponent } from './render.js';
import { tabbedComponentTemplate } from './template.js';

export const block = defineBlock({ template: tabbedComponentTemplate, Render: TabbedComponent });
