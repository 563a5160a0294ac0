/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { HouseOfBrands } from './render.js';
import { houseOfBrandsTemplate } from './template.js';

export const block = defineBlock({ template: houseOfBrandsTemplate, Render: HouseOfBrands });
