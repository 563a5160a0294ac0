/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ReservationFlow } from './render.js';
import { reservationFlowTemplate } from './template.js';

export const block = defineBlock({ template: reservationFlowTemplate, Render: ReservationFlow });
