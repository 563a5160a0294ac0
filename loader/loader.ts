/**
 * The embed script (`<script type="module" src="https://HOST/loader.js" data-lang="ku">`).
 * No dependencies, ≤ 2 KB: finds `lrdx-*` tags now and later (MutationObserver), imports only the
 * bundles those tags need from its own base URL, when each tag asks (`data-load-on`), adds the
 * font stylesheet once, and hands its shared `data-*` config to the tags that lack it.
 */

/** Tag → bundle file relative to this script, written by the widget build (see rollup.config.mjs). */
declare const __LRDX_TAGS__: Record<string, string>;

interface LrdxConfig {
  apiBase: string;
  lang: string;
  listKey: string | undefined;
}

interface LrdxGlobal {
  config: LrdxConfig;
  /** One promise per bundle import started, so a page (or a test) can wait for them. */
  loaded: Promise<unknown>[];
  /**
   * Loads a tag's bundle for a widget that shows that tag inside its own shadow root, where the
   * page observer cannot see it (a vehicle's enquiry form opened inside the stock locator).
   */
  need: (tag: string) => void;
  /**
   * Buttons and keys pressed inside an element that waits for the visitor (`data-load-on="interaction"`),
   * or that holds a first screen the server drew, before its widget was defined: they did nothing then, so the take-over presses them again, in
   * the same order (widgets/runtime/early-input.ts).
   */
  earlyPresses: WeakMap<Element, EarlyPress[]>;
}

/**
 * A button pressed before the take-over, with the toggle state (aria-pressed or aria-expanded) the
 * visitor saw on it; or a key pressed on a control that is not a text field (a gallery's arrows).
 */
type EarlyPress = { button: HTMLElement; seen: string | null } | { target: Element; key: KeyboardEventInit };

declare global {
  interface Window {
    lrdx?: LrdxGlobal;
  }
}

const TAGS = __LRDX_TAGS__;

function start(): void {
  // A retailer page may paste the snippet twice: the first copy does the work.
  if (window.lrdx) return;

  const base = new URL('.', import.meta.url);
  // `document.currentScript` is null for module scripts, so find our tag by its URL.
  const own = [...document.scripts].find((s) => s.src === import.meta.url);
  const data = own?.dataset ?? {};
  const config: LrdxConfig = { apiBase: data.apiBase || base.origin, lang: data.lang || 'ku', listKey: data.listKey };
  const lrdx: LrdxGlobal = (window.lrdx = {
    config,
    loaded: [],
    earlyPresses: new WeakMap(),
    need: (tag) => TAGS[tag] && load(TAGS[tag]),
  });
  const imports = new Map<string, Promise<unknown>>();
  const seen = new WeakSet<Element>();
  const selector = Object.keys(TAGS).join(',');
  let fontsAdded = false;

  // Widget code runs after the page's first paint: the server-rendered content (a hero picture, the
  // first paragraph, a widget's own server-rendered first screen) shows before any widget script
  // evaluates and competes with it. A tab that is not visible does not paint, so it does not wait.
  let painted = document.visibilityState !== 'visible';
  const afterPaint: Array<() => void> = [];
  if (!painted)
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = true;
        afterPaint.splice(0).forEach((run) => run());
      }),
    );

  const load = (file: string): void => {
    if (!painted) {
      afterPaint.push(() => load(file));
      return;
    }
    if (imports.has(file)) return;
    const pending = import(new URL(file, base).href).catch((error: unknown) => console.error('lrdx', file, error));
    imports.set(file, pending);
    lrdx.loaded.push(pending);
  };

  const addFonts = (): void => {
    if (fontsAdded) return;
    fontsAdded = true;
    // The site's own pages declare the same faces inline (server/render/fonts.ts). A second set of
    // faces loading after the first paint re-flows the page's text (a layout shift of 0.15 on the
    // order-online page on a desktop): only retailer pages need the stylesheet.
    if (document.querySelector('style[data-lrdx-fonts]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL('fonts/lrdx-fonts.css', base).href;
    document.head.append(link);
  };

  const setDefault = (el: Element, name: string, value: string | undefined): void => {
    if (value && !el.hasAttribute(name)) el.setAttribute(name, value);
  };

  const whenVisible = (el: Element, then: () => void): void => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          then();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
  };

  const whenTouched = (el: Element, then: () => void): void => {
    const kinds = ['pointerdown', 'focusin', 'keydown'];
    const once = (): void => {
      for (const kind of kinds) el.removeEventListener(kind, once);
      then();
    };
    for (const kind of kinds) el.addEventListener(kind, once);
    // The press that starts the import comes before the widget can answer it: noted, not lost.
    const note = (press: EarlyPress): void => {
      if (!customElements.get(el.localName)) lrdx.earlyPresses.set(el, [...(lrdx.earlyPresses.get(el) ?? []), press]);
    };
    el.addEventListener(
      'click',
      (event) => {
        const path = event.composedPath();
        const waiting = !customElements.get(el.localName);
        // A button, or another control the widget acts on when pressed (`data-action`: the vehicle
        // gallery's photo, whose tap opens the full-screen view).
        const button = path.find(
          (node) =>
            (node instanceof HTMLButtonElement && node.type === 'button') ||
            // Links, submit buttons and fields did their own thing already: never pressed twice
            // (a submit button of a drawn first screen is held below instead).
            (node instanceof HTMLElement && node.dataset.action && !node.matches('a, button, input, select, textarea, summary')),
        );
        if (button instanceof HTMLElement)
          note({ button, seen: button.getAttribute('aria-pressed') ?? button.getAttribute('aria-expanded') });
        // Held, and pressed again at the take-over where the widget answers it: a link the widget
        // answers itself (`data-early-press`: the vehicle page's Enquire opens the form with the car
        // in it; its href, the plain contact page, is followed should the widget not come within a
        // few seconds), and a submit button in a first screen the server drew (the order-online
        // steps page's Continue), which would send the form natively and reload without the choices.
        const held = path.find((node) =>
          node instanceof HTMLAnchorElement
            ? node.hasAttribute('data-early-press')
            : node instanceof HTMLButtonElement && node.type === 'submit' && !!el.shadowRoot,
        );
        if (held instanceof HTMLElement && waiting) {
          event.preventDefault();
          note({ button: held, seen: null });
          if (held instanceof HTMLAnchorElement) setTimeout(() => customElements.get(el.localName) || location.assign(held.href), 8000);
        }
      },
      true,
    );
    // Keys on a text field already changed its value (kept by readEarlyInput); Tab only moved the focus.
    el.addEventListener(
      'keydown',
      (event) => {
        const target = event.composedPath()[0];
        // A keydown is always a KeyboardEvent; Element's event map just does not say so.
        const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event as KeyboardEvent;
        if (!(target instanceof Element) || key === 'Tab' || target.matches('input,select,textarea,[contenteditable]')) return;
        note({ target, key: { key, code, shiftKey, ctrlKey, altKey, metaKey } });
      },
      true,
    );
  };

  const enhance = (el: Element): void => {
    const file = TAGS[el.localName];
    if (!file || seen.has(el)) return;
    seen.add(el);
    // Attributes first, so the element already has them when its definition upgrades it.
    setDefault(el, 'api-base', config.apiBase);
    setDefault(el, 'lang', config.lang);
    setDefault(el, 'list-key', config.listKey);
    addFonts();
    const go = (): void => load(file);
    const when = el.getAttribute('data-load-on');
    // What this browser keeps for the widget to resume at once (a reservation in progress): then it
    // does not wait for a touch. Storage that cannot be read keeps nothing to resume.
    const kept = el.getAttribute('data-load-if-stored');
    let resumes = false;
    try {
      resumes = !!kept && localStorage.getItem(kept) !== null;
    } catch {
      // Storage is off: nothing to resume.
    }
    if (when === 'visible') whenVisible(el, go);
    else if (when === 'interaction' && !resumes) whenTouched(el, go);
    else {
      // A first screen the server drew (a declarative shadow root: the reservation's welcome) can be
      // pressed before its widget runs: noted the same way, and pressed again at the take-over.
      if (el.shadowRoot) whenTouched(el, go);
      go();
    }
  };

  const scan = (root: ParentNode): void => {
    if (root instanceof Element && root.matches(selector)) enhance(root);
    root.querySelectorAll(selector).forEach(enhance);
  };

  scan(document);
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && scan(node));
  }).observe(document.documentElement, { childList: true, subtree: true });
}

start();

export {};
