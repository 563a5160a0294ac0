/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ElectrifyingPower } from './render.js';
import { electrifyingPowerTemplate } from './template.js';

export const block = defineBlock({ template: electrifyingPowerTemplate, Render: ElectrifyingPower });
