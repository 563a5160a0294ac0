/** What the registry takes from this folder: the template bound to its renderer (docs/architecture.md, "Blocks"). */
import { defineBlock } from '../define-block.js';
import { HeroTitleBanner } from './render.js';
import { heroTitleBannerTemplate } from './template.js';

export const block = defineBlock({ template: heroTitleBannerTemplate, Render: HeroTitleBanner });
