/**
 * One factory for every widget: r2wc with an open shadow root, typed attribute props, the widget's
 * CSS adopted once per element class (one constructable sheet shared by every instance), and a
 * second registration of the same tag tolerated, because retailer pages load scripts twice.
 */
import r2wc from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { render, type ComponentChild } from 'preact';
import {
  holdVisitorText,
  readEarlyInput,
  replayEarlyInput,
  replayEarlyPresses,
  restoreEarlyInput,
  takeEarlyPresses,
} from './early-input.js';

/** How an attribute string becomes a prop (r2wc's transforms we use). */
export type WidgetPropType = 'string' | 'number' | 'boolean' | 'json';

/** The props r2wc gives every component: the shadow root it renders into. */
export interface WidgetBaseProps {
  container?: HTMLElement;
}

export interface WidgetOptions<P> {
  /** camelCase prop → type; the attribute is the kebab-case name (`listKey` ↔ `list-key`). */
  props: { [K in Exclude<keyof P, 'container'>]-?: WidgetPropType };
  /** CSS texts, in cascade order (tokens first). */
  styles?: readonly string[];
}

/**
 * r2wc's renderer with Preact's own `render` (the bundles alias React to preact/compat), not
 * compat's createRoot: compat empties its container on a first render, as React does, which threw
 * away a server-rendered first screen; Preact's render diffs against the nodes it finds and keeps
 * them. The element is made with React's createElement (compat's, in the bundles), so the
 * component sees the same props either way.
 */
interface Mounted<P> {
  container: HTMLElement;
  component: ComponentType<P>;
}
function preactRenderer<P extends WidgetBaseProps>() {
  const draw = (container: HTMLElement, component: ComponentType<P>, props: P) =>
    render(createElement(component, props) as unknown as ComponentChild, container);
  return {
    mount(container: HTMLElement, component: ComponentType<P>, props: P): Mounted<P> {
      // A server-rendered first screen may already have been used (a filter ticked before the bundle came).
      const early = container.childElementCount > 0 ? readEarlyInput(container) : [];
      // …and a button or key pressed on it, which could do nothing before the widget ran (the loader noted it).
      const presses = takeEarlyPresses(container instanceof ShadowRoot ? container.host : container);
      // …and the control the visitor focused on it (a gallery pressed with arrow keys).
      const focused = focusedIn(container);
      // …and the text the visitor typed or is typing (a phone visitor goes on typing while it takes over).
      const held = holdVisitorText(early, focused);
      const others = early.filter((input) => !(held.controls as readonly Element[]).includes(input.control));
      draw(container, component, props);
      keepFocus(focused);
      if (early.length > 0 || presses.length > 0 || held.controls.length > 0) {
        restoreEarlyInput(others);
        afterEffects(() => {
          held.release();
          replayEarlyInput(others);
          replayEarlyPresses(presses);
        });
      }
      return { container, component };
    },
    update({ container, component }: Mounted<P>, props: P): void {
      draw(container, component, props);
    },
    unmount({ container }: Mounted<P>): void {
      render(null, container);
    },
  };
}

/** The element focused inside a server-rendered first screen, if any. */
function focusedIn(container: HTMLElement): HTMLElement | null {
  const active = container instanceof ShadowRoot ? container.activeElement : document.activeElement;
  return active instanceof HTMLElement && container.contains(active) ? active : null;
}

/**
 * Gives the focus back to `element` when the take-over's render took it away: Preact keeps the
 * server's nodes but may move them into the places its tree gives them, and a node taken out of the
 * document loses the focus, so a visitor's next key would go to the page instead.
 */
function keepFocus(element: HTMLElement | null): void {
  if (!element?.isConnected) return;
  const root = element.getRootNode();
  const active = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
  if (active !== element) element.focus({ preventScroll: true });
}

/**
 * Runs `callback` once the render's effects have run (the widget's machine is started in one):
 * Preact runs them from a frame callback, or after 35 ms when no frame comes (a hidden tab), each
 * then in a new task; asked for after the render, the same pair lands after them.
 */
function afterEffects(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const frame = requestAnimationFrame(run);
  const timeout = setTimeout(run, 35);
}

/** r2wc's own flag (a registered symbol, so stable across copies of r2wc). */
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

export function defineWidget<P extends WidgetBaseProps>(
  tag: string,
  component: ComponentType<P>,
  options: WidgetOptions<P>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) {
    console.warn(`lrdx: <${tag}> is already defined; the second definition is ignored.`);
    return existing;
  }
  // r2wc types its props option by `keyof Props`; ours is the same map, only stricter.
  const Base = r2wc(component, { shadow: 'open', props: options.props as never }, preactRenderer<P>()) as typeof HTMLElement;
  const cssText = (options.styles ?? []).join('\n');
  let sheet: CSSStyleSheet | undefined;

  class LrdxWidget extends Base {
    /**
     * A server-rendered first screen (the stock locator's first page) arrives as a declarative
     * shadow root, which the platform's attachShadow would empty. Returning it as it is lets the
     * widget's first render reuse those nodes (Preact diffs against the DOM it finds), so the
     * pictures on screen stay the same elements: no blank frame and no second largest paint.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    constructor() {
      super();
      // r2wc starts out "connected" and so renders on the first attribute change, before the
      // others are set (`createElement` then `setAttribute` × n), and on an upgrade, where the
      // platform replays every attribute before connectedCallback: the first render would use
      // defaults (Kurdish, no API base) and, on a server-rendered element, throw away the server's
      // nodes. Render from connectedCallback only, with every attribute.
      (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false;
      const root = this.shadowRoot;
      if (root && cssText) {
        // Created on the first instance, then shared: one parse however many cards a page has.
        sheet ??= createSheet(cssText);
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      }
    }
  }

  try {
    customElements.define(tag, LrdxWidget);
    return LrdxWidget;
  } catch (error) {
    // Another copy won a race between our check and define: keep the first.
    console.warn(`lrdx: <${tag}> could not be defined`, error);
    return customElements.get(tag) ?? LrdxWidget;
  }
}

function createSheet(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}
