/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { GalleryCategories } from './render.js';
import { galleryCategoriesTemplate } from './template.js';

export const block = defineBlock({ template: galleryCategoriesTemplate, Render: GalleryCategories });
