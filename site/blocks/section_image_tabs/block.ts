/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { SectionImageTabs } from './render.js';
import { sectionImageTabsTemplate } from './template.js';

export const block = defineBlock({ template: sectionImageTabsTemplate, Render: SectionImageTabs });
