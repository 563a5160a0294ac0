/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { CarRentalEnquiry } from './render.js';
import { carRentalEnquiryTemplate } from './template.js';

export const block = defineBlock({ template: carRentalEnquiryTemplate, Render: CarRentalEnquiry });
