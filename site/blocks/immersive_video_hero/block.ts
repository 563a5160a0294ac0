/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { ImmersiveVideoHero } from './render.js';
import { immersiveVideoHeroTemplate } from './template.js';

export const block = defineBlock({ template: immersiveVideoHeroTemplate, Render: ImmersiveVideoHero });
