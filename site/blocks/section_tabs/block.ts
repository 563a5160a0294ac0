/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { SectionTabs } from './render.js';
import { sectionTabsTemplate } from './template.js';

export const block = defineBlock({ template: sectionTabsTemplate, Render: SectionTabs });
