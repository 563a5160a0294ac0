/** What the registry takes from this folder: each template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { RetailerSchema, RetailerServiceSchema } from './render.js';
import { retailerSchemaTemplate, retailerServiceSchemaTemplate } from './template.js';

export const block = defineBlock({ template: retailerSchemaTemplate, Render: RetailerSchema });
export const retailerServiceSchemaBlock = defineBlock({ template: retailerServiceSchemaTemplate, Render: RetailerServiceSchema });
