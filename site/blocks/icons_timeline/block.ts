/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { IconsTimeline } from './render.js';
import { iconsTimelineTemplate } from './template.js';

export const block = defineBlock({ template: iconsTimelineTemplate, Render: IconsTimeline });
