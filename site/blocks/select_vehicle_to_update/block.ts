/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { SelectVehicleToUpdate } from './render.js';
import { selectVehicleToUpdateTemplate } from './template.js';

export const block = defineBlock({ template: selectVehicleToUpdateTemplate, Render: SelectVehicleToUpdate });
