/**
 * `<lrdx-cookie-consent strategy="basic|none|external">` enhances the server-rendered banner and
 * preferences dialog (site/layouts/cookie-consent.tsx). Light DOM: the banner is part of the page,
 * styled by the site CSS, and its policy link must be an ordinary link of the page.
 *
 * - basic: the banner shows while the visitor has not chosen; the choice is stored in localStorage
 *   `cookieConsentStatus` as `status:scopes` (`accepted:obligatory,optional`) and read on every page.
 * - none: everything is accepted, no banner.
 * - external: another consent provider decides, through the third-party hook below.
 *
 * Third-party hook (documented in docs/cookie-consent.md):
 *   window.lrdxConsent.update('accepted', ['obligatory', 'statistic'])   // or
 *   window.dispatchEvent(new CustomEvent('consent.update', { detail: { status, scopes } }))
 *   window.lrdxConsent.state                                            // { status, scopes }
 *   window.lrdxConsent.openPreferences()                                // basic only
 * Events (on window): `consent.change` { status, scopes } whenever the state changes;
 * `consent.open-preferences` (no detail) opens the dialog (the footer's <lrdx-consent-preferences>).
 *
 * Analytics: clicks on header links, footer links and links leaving the site push
 * `header_nav_click`, `footer_nav_click`, `outbound_link_click` to `window.dataLayer`, only while the
 * consent grants the statistic (or optional) scope.
 */
import {
  acceptAll,
  allowsAnalytics,
  choose,
  CONSENT_STORAGE_KEY,
  initialConsent,
  normaliseScopes,
  normaliseStrategy,
  rejectOptional,
  serialiseConsent,
  showsBanner,
  type ConsentState,
  type ConsentStrategy,
} from '../../../domain/shell/consent.js';
import { analyticsEventForClick } from '../../../domain/shell/analytics-events.js';
import { DEFAULT_CLOSE_RULES } from '../../../domain/shell/modal-close.js';
import { emit, LightElement } from '../shared/light-element.js';
import { modalDialog, type ModalDialog } from '../shared/modal-dialog.js';
import { readStored, writeStored } from './storage.js';

export interface LrdxConsentApi {
  readonly state: ConsentState;
  readonly strategy: ConsentStrategy;
  update(status: 'accepted' | 'rejected', scopes: readonly string[]): void;
  openPreferences(): void;
}

/** The banner's height while it shows (site/styles/site.css reads it). */
const BANNER_SIZE = '--lrdx-consent-banner-size';

declare global {
  interface Window {
    lrdxConsent?: LrdxConsentApi;
    dataLayer?: unknown[];
  }
}

export class LrdxCookieConsent extends LightElement {
  static override properties = { strategy: { type: String } };
  declare strategy: string;
  #state: ConsentState = { status: 'pending', scopes: ['obligatory'] };
  #dialog: ModalDialog | undefined;
  #bannerSize: ResizeObserver | undefined;

  get consent(): ConsentState {
    return this.#state;
  }

  get #strategy(): ConsentStrategy {
    return normaliseStrategy(this.strategy ?? this.getAttribute('strategy'));
  }

  get #banner(): HTMLElement | null {
    return this.querySelector('[data-consent-banner]');
  }

  get #dialogElement(): HTMLDialogElement | null {
    return this.querySelector('dialog');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const strategy = this.#strategy;
    this.#state = initialConsent(strategy, strategy === 'basic' ? readStored(CONSENT_STORAGE_KEY) : null);
    const dialog = this.#dialogElement;
    if (dialog) this.#dialog = modalDialog(dialog, () => DEFAULT_CLOSE_RULES);
    const signal = this.untilDisconnected;
    this.addEventListener('click', this.#onOwnClick, { signal });
    document.addEventListener('click', this.#onLinkClick, { capture: true, signal });
    addEventListener('consent.update', this.#onUpdate, { signal });
    addEventListener('consent.open-preferences', this.#openPreferences, { signal });
    document.addEventListener('focusin', this.#keepFocusClear, { signal });
    const read = { state: () => this.#state, strategy: () => this.#strategy };
    window.lrdxConsent = {
      get state() {
        return read.state();
      },
      get strategy() {
        return read.strategy();
      },
      update: (status, scopes) => this.#set({ status, scopes: normaliseScopes(scopes) }),
      openPreferences: () => this.#openPreferences(),
    };
    this.#render();
    emit(window, 'consent.change', this.#state);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#dialog?.disconnect();
    this.#bannerSize?.disconnect();
    document.documentElement.style.removeProperty(BANNER_SIZE);
    if (window.lrdxConsent?.state === this.#state) delete window.lrdxConsent;
  }

  #render(): void {
    const banner = this.#banner;
    if (!banner) return;
    banner.hidden = !showsBanner(this.#strategy, this.#state);
    this.#followBannerSize(banner);
  }

  /**
   * While the banner shows, the page knows its height (BANNER_SIZE on the root): site.css keeps
   * focused and linked content above it and lets the page's end scroll clear of it, so the banner
   * never covers what the visitor is on (docs/cookie-consent.md, "Banner").
   */
  #followBannerSize(banner: HTMLElement): void {
    const root = document.documentElement.style;
    if (banner.hidden) {
      this.#bannerSize?.disconnect();
      this.#bannerSize = undefined;
      root.removeProperty(BANNER_SIZE);
      return;
    }
    const measure = () => root.setProperty(BANNER_SIZE, `${Math.ceil(banner.getBoundingClientRect().height)}px`);
    measure();
    if (!this.#bannerSize && typeof ResizeObserver === 'function') {
      this.#bannerSize = new ResizeObserver(measure);
      this.#bannerSize.observe(banner);
    }
  }

  #set(state: ConsentState): void {
    this.#state = state;
    if (this.#strategy === 'basic') writeStored(CONSENT_STORAGE_KEY, serialiseConsent(state));
    this.#render();
    emit(window, 'consent.change', state);
  }

  /**
   * The browser scrolls focus into view only when it is off screen, not when the fixed banner
   * covers it: while the banner shows, an element focused by keyboard under it is brought above it (the
   * root's scroll-padding holds the banner's height, so "nearest" stops above the banner).
   */
  readonly #keepFocusClear = (event: FocusEvent): void => {
    const banner = this.#banner;
    const target = event.target;
    if (!banner || banner.hidden || !(target instanceof Element) || banner.contains(target) || target.closest('dialog')) return;
    // Keyboard focus only: a pointer press focuses what it pressed, and scrolling between its press and
    // release would land the release elsewhere (a checkbox pressed near the banner would not toggle).
    if (!target.matches(':focus-visible')) return;
    if (target.getBoundingClientRect().bottom > banner.getBoundingClientRect().top)
      target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  };

  readonly #onUpdate = (event: Event): void => {
    const detail = (event as CustomEvent<{ status?: unknown; scopes?: unknown }>).detail;
    if (!detail || (detail.status !== 'accepted' && detail.status !== 'rejected')) return;
    this.#set({ status: detail.status, scopes: normaliseScopes(Array.isArray(detail.scopes) ? detail.scopes : []) });
  };

  readonly #openPreferences = (): void => {
    const dialog = this.#dialogElement;
    if (!dialog || this.#strategy !== 'basic') return;
    for (const box of dialog.querySelectorAll<HTMLInputElement>('input[name="scope"]'))
      box.checked = box.disabled || this.#state.scopes.includes(box.value as ConsentState['scopes'][number]);
    this.#dialog?.open();
  };

  readonly #onOwnClick = (event: Event): void => {
    const action = (event.target as Element).closest?.('[data-consent-action]')?.getAttribute('data-consent-action');
    if (!action) return;
    if (action === 'accept') this.#set(acceptAll());
    else if (action === 'reject') this.#set(rejectOptional());
    else if (action === 'preferences') return this.#openPreferences();
    else if (action === 'save') {
      const kept = [...this.querySelectorAll<HTMLInputElement>('dialog input[name="scope"]:checked')].map((box) => box.value);
      this.#set(choose(kept));
    } else if (action === 'close') return this.#dialog?.dismiss();
    this.#dialog?.close();
  };

  readonly #onLinkClick = (event: MouseEvent): void => {
    if (!allowsAnalytics(this.#state)) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const analytics = analyticsEventForClick({
      href: link.href,
      text: link.textContent ?? '',
      inHeader: link.closest('lrdx-site-header, header') !== null,
      inFooter: link.closest('footer') !== null,
      origin: location.origin,
    });
    if (analytics) (window.dataLayer ??= []).push(analytics);
  };
}

/**
 * `<lrdx-consent-preferences>` wraps a server-rendered `<button>` the footer places when the banner's
 * strategy is basic (site/layouts/cookie-consent.tsx, ConsentPreferencesButton): the button reopens
 * the preferences dialog (`consent.open-preferences`), and is hidden when no basic-strategy banner is
 * on the page. Without JavaScript the stylesheet hides it: there is nothing it could do.
 */
export class LrdxConsentPreferences extends LightElement {
  readonly #open = (event: Event): void => {
    if ((event.target as Element).closest?.('button')) window.dispatchEvent(new Event('consent.open-preferences'));
  };

  override connectedCallback(): void {
    super.connectedCallback();
    const button = this.querySelector('button');
    if (button) button.hidden = !document.querySelector('lrdx-cookie-consent[strategy="basic"]');
    this.addEventListener('click', this.#open, { signal: this.untilDisconnected });
  }
}
