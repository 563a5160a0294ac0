/**
 * When a widget's tag is defined on a page where the server drew its first screen (a declarative
 * shadow root: the site's stock locator, carousel, form, rent-a-car and vehicle page). The drawn
 * screen stays until the widget takes over, and the widget's first render must already be that
 * same screen, so what it needs in each element's language (its texts, preloaded with the bundle)
 * is loaded first and the take-over is one render with nothing missing (docs/decisions.md, "Page
 * speed as a first-time visitor gets it"). A failed load is let go: the widget then defines and
 * loads its texts itself. Retailer pages have no drawn element and define at once.
 */
import { toLanguage, type Language } from './i18n.js';

export function defineAfterFirstScreens(options: {
  tag: string;
  define: () => void;
  /** Whether an element of the tag holds a first screen the server drew. */
  drawn: (element: Element) => boolean;
  /** What the first render needs, per language of a drawn element (`(language) => i18n.load(language)`). */
  load: ReadonlyArray<(language: Language) => Promise<unknown>>;
}): void {
  const drawn = typeof document === 'undefined' ? [] : [...document.querySelectorAll(options.tag)].filter(options.drawn);
  if (drawn.length === 0) {
    options.define();
    return;
  }
  const loads = drawn.flatMap((element) => {
    const language = toLanguage(element.getAttribute('lang'));
    return options.load.map((load) => load(language).catch(() => undefined));
  });
  void Promise.all(loads).then(options.define);
}
