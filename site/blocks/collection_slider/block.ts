/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { CollectionSlider } from './render.js';
import { collectionSliderTemplate } from './template.js';

export const block = defineBlock({ template: collectionSliderTemplate, Render: CollectionSlider });
