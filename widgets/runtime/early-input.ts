/**
 * What a visitor did to a server-rendered first screen before its widget took over. The stock page's
 * filters are real checkboxes, selects and fields from the first paint, while the widget's bundle
 * arrives a round trip or two later (it is not preloaded: page-assets.ts). A box ticked in that
 * moment keeps its tick in the DOM, but the widget's first render resets every control to the
 * state it knows, and the tick would be lost without a word. So the take-over notes each control
 * whose state differs from the server's markup, and once the widget runs (its handlers and machine
 * started), gives the same input again, as the visitor's own events.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface EarlyInput {
  control: Control;
  /** `checked` for a checkbox or radio, else the value (for a multiple select, the chosen values). */
  checked?: boolean;
  value?: string;
  values?: string[];
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The controls under `root` the visitor has changed from the markup's state. */
export function readEarlyInput(root: ParentNode): EarlyInput[] {
  const changed: EarlyInput[] = [];
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    if (control.disabled) continue;
    if (isToggle(control)) {
      if (control.checked !== control.defaultChecked) changed.push({ control, checked: control.checked });
    } else if (control instanceof HTMLSelectElement) {
      const options = [...control.options];
      if (options.some((option) => option.selected !== option.defaultSelected))
        changed.push({ control, value: control.value, values: options.filter((o) => o.selected).map((o) => o.value) });
    } else if (control instanceof HTMLInputElement && ['button', 'submit', 'reset', 'hidden', 'file', 'image'].includes(control.type)) {
      continue;
    } else if (control.value !== control.defaultValue) {
      changed.push({ control, value: control.value });
    }
  }
  return changed;
}

/** Puts the noted state back at once, before the browser paints, so the take-over never shows a tick gone. */
export function restoreEarlyInput(inputs: readonly EarlyInput[]): void {
  for (const input of inputs) {
    const { control } = input;
    if (!control.isConnected || control.disabled) continue;
    if (isToggle(control)) control.checked = input.checked ?? control.checked;
    else if (control instanceof HTMLSelectElement && input.values) {
      const wanted = new Set(input.values);
      for (const option of control.options) option.selected = wanted.has(option.value);
    } else control.value = input.value ?? '';
  }
}

/** A field the visitor types text into (not a toggle, a select or a button-like input). */
const isTextField = (control: Control): control is HTMLInputElement | HTMLTextAreaElement =>
  control instanceof HTMLTextAreaElement ||
  (control instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'hidden', 'file', 'image'].includes(control.type));

/** Text fields whose value the take-over may not overwrite until the widget has been told of it. */
export interface HeldText {
  controls: readonly (HTMLInputElement | HTMLTextAreaElement)[];
  /** Lets the widget write the fields again, and tells it (input and change) of each one the visitor typed into. */
  release(): void;
}

/**
 * Keeps the text of the fields the visitor typed into, or is typing into (`focused`), as the visitor
 * leaves it while the widget takes over. Until its machine has started, every render of the widget
 * writes the value the machine started with (an empty keyword) into a controlled field, which threw
 * away what was typed and put the caret at the end; and a phone visitor goes on typing meanwhile, so
 * a value noted at the take-over's start is already old when it is given back. Here the widget's
 * own writes to those fields are ignored until `release`, so the field keeps every character and
 * the caret stays where the visitor put it; the visitor's keys still reach the widget's handlers
 * (its machine queues them until it starts), and `release` tells it the text as it then is.
 */
export function holdVisitorText(inputs: readonly EarlyInput[], focused: Element | null): HeldText {
  const fields = new Map<HTMLInputElement | HTMLTextAreaElement, { typed: boolean; seen: string }>();
  for (const { control } of inputs) if (isTextField(control)) fields.set(control, { typed: true, seen: control.value });
  if ((focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) && isTextField(focused) && !focused.disabled)
    fields.set(focused, fields.get(focused) ?? { typed: false, seen: focused.value });
  for (const field of fields.keys()) {
    const own = Object.getPrototypeOf(field) as object;
    const property = Object.getOwnPropertyDescriptor(own, 'value');
    const get = property?.get;
    if (!get) continue;
    // The widget's writes are dropped; reading still gives what is in the field.
    Object.defineProperty(field, 'value', {
      configurable: true,
      get(this: HTMLInputElement | HTMLTextAreaElement) {
        return get.call(this) as string;
      },
      set() {},
    });
  }
  return {
    controls: [...fields.keys()],
    release() {
      for (const [field, { typed, seen }] of fields) {
        // The prototype's accessor again: the widget writes its own value from now on.
        delete (field as unknown as Record<string, unknown>).value;
        if (!field.isConnected || field.disabled || (!typed && field.value === seen)) continue;
        field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
  };
}

/**
 * Tells the widget, once it runs (handlers attached, machine started), of the noted input, as the
 * visitor's own events: a tick the widget reset again is a click (the browser's input and change
 * events); otherwise the state is put back if needed and input and change are dispatched.
 */
export function replayEarlyInput(inputs: readonly EarlyInput[]): void {
  for (const input of inputs) {
    const { control } = input;
    if (!control.isConnected || control.disabled) continue;
    if (isToggle(control) && control.checked !== input.checked) {
      control.click();
      continue;
    }
    restoreEarlyInput([input]);
    control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * A button pressed before the take-over (loader/loader.ts notes it) and its toggle state then, or a
 * key pressed on a control that is not a text field (a gallery's arrow keys).
 */
export type EarlyPress =
  | {
      /** A button, or another control the widget acts on when pressed (`data-action`). */
      button: HTMLElement;
      /** `aria-pressed` or `aria-expanded` as the visitor saw it when pressing; null for a plain button. */
      seen: string | null;
    }
  | { target: Element; key: KeyboardEventInit };

const toggleState = (button: HTMLElement) => button.getAttribute('aria-pressed') ?? button.getAttribute('aria-expanded');

/**
 * The buttons and keys the visitor pressed in `host` before its widget was defined, noted by the
 * loader for an element that loads on the visitor's first touch (`data-load-on="interaction"`) or
 * holds a first screen the server drew;
 * taken once, so a later take-over never presses them again.
 */
export function takeEarlyPresses(host: Element | undefined): EarlyPress[] {
  const early = (window as { lrdx?: { earlyPresses?: WeakMap<Element, EarlyPress[]> } }).lrdx?.earlyPresses;
  if (!host || !early) return [];
  const presses = early.get(host) ?? [];
  early.delete(host);
  return presses;
}

/**
 * Presses again, once the widget runs and in the visitor's order, what was pressed before it did:
 * a button still on the page and enabled is clicked, a key is given again to the control it was
 * pressed on (the widget keeps the server's nodes, so it is the same element). A toggle the
 * take-over already shows in another state than the visitor saw (a vehicle saved on an earlier
 * visit: the server's screen could not know) already is what the press asked for, and is left as
 * it is rather than switched back. A key that also pressed a button (Enter, Space) is that button's
 * click: the key given again does nothing more, as a key the page makes up has no default action.
 */
export function replayEarlyPresses(presses: readonly EarlyPress[]): void {
  for (const press of presses) {
    if ('key' in press) {
      if (press.target.isConnected)
        press.target.dispatchEvent(new KeyboardEvent('keydown', { ...press.key, bubbles: true, composed: true, cancelable: true }));
      continue;
    }
    const { button, seen } = press;
    if (!button.isConnected || (button instanceof HTMLButtonElement && button.disabled)) continue;
    if (seen !== null && toggleState(button) !== seen) continue;
    button.click();
  }
}
