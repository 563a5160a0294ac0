/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { CollectionItem } from './render.js';
import { collectionItemTemplate } from './template.js';

export const block = defineBlock({ template: collectionItemTemplate, Render: CollectionItem });
