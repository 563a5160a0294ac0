/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { SeatSlider } from './render.js';
import { seatSliderTemplate } from './template.js';

export const block = defineBlock({ template: seatSliderTemplate, Render: SeatSlider });
