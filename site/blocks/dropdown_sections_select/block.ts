/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { DropdownSectionsSelect } from './render.js';
import { dropdownSectionsSelectTemplate } from './template.js';

export const block = defineBlock({ template: dropdownSectionsSelectTemplate, Render: DropdownSectionsSelect });
