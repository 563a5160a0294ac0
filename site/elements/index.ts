/** The site's small enhancer elements, one bundle; each tag is defined once even if loaded twice. */
import { LrdxSiteHeader } from './site-header.js';
import { LrdxNavMenu } from './nav-menu.js';

const elements: Record<string, CustomElementConstructor> = {
  'lrdx-site-header': LrdxSiteHeader,
  'lrdx-nav-menu': LrdxNavMenu,
};

for (const [tag, element] of Object.entries(elements)) {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
