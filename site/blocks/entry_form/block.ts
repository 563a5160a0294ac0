/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { EntryForm } from './render.js';
import { entryFormTemplate } from './template.js';

export const block = defineBlock({ template: entryFormTemplate, Render: EntryForm });
