/** The site's small enhancer elements, one bundle; each tag is defined once even if loaded twice. */
import { LrdxSiteHeader } from './site-header/site-header.js';
import { LrdxConsentPreferences, LrdxCookieConsent } from './cookie-consent/cookie-consent-element.js';
import { LrdxFab } from './fab/fab-element.js';
import { LrdxExitPopup } from './exit-popup/exit-popup-element.js';
import { LrdxModalForm } from './modal-form/modal-form-element.js';
import { LrdxVideoModal } from './video-modal/video-modal-element.js';
import { LrdxNavMenu } from './nav-menu.js';

const elements: Record<string, CustomElementConstructor> = {
  'lrdx-site-header': LrdxSiteHeader,
  'lrdx-cookie-consent': LrdxCookieConsent,
  'lrdx-consent-preferences': LrdxConsentPreferences,
  'lrdx-fab': LrdxFab,
  'lrdx-exit-popup': LrdxExitPopup,
  'lrdx-modal-form': LrdxModalForm,
  'lrdx-video-modal': LrdxVideoModal,
  'lrdx-nav-menu': LrdxNavMenu,
};

for (const [tag, element] of Object.entries(elements)) {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
