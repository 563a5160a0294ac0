/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ExpandedEntryForm } from './render.js';
import { expandedEntryFormTemplate } from './template.js';

export const block = defineBlock({ template: expandedEntryFormTemplate, Render: ExpandedEntryForm });
