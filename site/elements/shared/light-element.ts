/**
 * Base of the shell's elements. They enhance HTML the server already rendered, styled by the
 * site's own stylesheet (site/styles/site.css), so they work in their light DOM: a shadow root
 * would hide that HTML from the site CSS and from the page's own links and forms. Templates (where
 * an element draws something of its own) are lit-html's `render` into a child the element owns.
 *
 * This base is not LitElement: every content page downloads it (docs/architecture.md, "Build"),
 * and the shell's elements use one small part of Lit's reactive element. They declare properties
 * (`static properties`, Lit's spelling: `attribute: false` for a property only, `type: Boolean`
 * for a present-or-absent attribute, `attribute: 'name'` to rename it), and `updated()` runs once
 * after the element is connected and again, in a microtask, after any declared property changed.
 */

export interface LightProperty {
  /** The attribute that sets the property: its lowercased name by default (or `true`), none with `false`. */
  attribute?: string | boolean;
  /** `Boolean`: the attribute's presence; otherwise its text. */
  type?: BooleanConstructor | StringConstructor;
}

type LightElementClass = typeof LightElement;
/** Per class: attribute name → property name. */
const attributeProperties = new WeakMap<LightElementClass, Map<string, string>>();

/** Gives a class (once) an accessor per declared property and the map of its attributes. */
function prepare(type: LightElementClass): Map<string, string> {
  const known = attributeProperties.get(type);
  if (known) return known;
  const attributes = new Map<string, string>();
  for (const [name, options] of Object.entries(type.properties)) {
    const store = Symbol(name);
    Object.defineProperty(type.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: Record<symbol, unknown>) {
        return this[store];
      },
      set(this: LightElement & Record<symbol, unknown>, value: unknown) {
        if (Object.is(this[store], value)) return;
        this[store] = value;
        this.requestUpdate();
      },
    });
    if (options.attribute !== false) attributes.set(typeof options.attribute === 'string' ? options.attribute : name.toLowerCase(), name);
  }
  attributeProperties.set(type, attributes);
  return attributes;
}

export class LightElement extends HTMLElement {
  static properties: Readonly<Record<string, LightProperty>> = {};

  /** Read by customElements.define: the accessors are made then, before any instance exists. */
  static get observedAttributes(): string[] {
    return [...prepare(this).keys()];
  }

  #updatePending = false;
  #connectedOnce = false;
  #untilDisconnected = new AbortController();

  constructor() {
    super();
    const type = this.constructor as LightElementClass;
    prepare(type);
    // A value set on the element before its tag was defined is an own property hiding the
    // accessor: move it behind the accessor so the element sees it.
    for (const name of Object.keys(type.properties))
      if (Object.hasOwn(this, name)) {
        const value = (this as unknown as Record<string, unknown>)[name];
        delete (this as unknown as Record<string, unknown>)[name];
        (this as unknown as Record<string, unknown>)[name] = value;
      }
  }

  connectedCallback(): void {
    if (this.#untilDisconnected.signal.aborted) this.#untilDisconnected = new AbortController();
    this.#connectedOnce = true;
    this.requestUpdate();
  }

  disconnectedCallback(): void {
    this.#untilDisconnected.abort();
  }

  /**
   * Aborted when the element is disconnected: a listener added while connected with
   * `{ signal: this.untilDisconnected }` is removed then, so no list of removals has to mirror the
   * additions (a fresh signal on each connection).
   */
  protected get untilDisconnected(): AbortSignal {
    return this.#untilDisconnected.signal;
  }

  attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
    const type = this.constructor as LightElementClass;
    const name = prepare(type).get(attribute);
    if (!name) return;
    (this as unknown as Record<string, unknown>)[name] = type.properties[name]?.type === Boolean ? value !== null : value;
  }

  /** Asks for `updated()` in a microtask; several changes in one task give one update. */
  requestUpdate(): void {
    if (this.#updatePending || !this.#connectedOnce) return;
    this.#updatePending = true;
    queueMicrotask(() => {
      this.#updatePending = false;
      if (this.isConnected) this.updated();
    });
  }

  /** Runs after the element is connected and after its declared properties change. */
  protected updated(): void {}
}

/** Dispatches a bubbling, composed event that names what happened (`consent.change`, …). */
export function emit<T>(target: EventTarget, name: string, detail: T): void {
  target.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
}
