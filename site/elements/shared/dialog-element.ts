/**
 * Base of the shell's elements that hold a server-rendered modal <dialog> (the exit popup, the
 * video modal, the modal form). While the element is connected its dialog keeps the shell's close
 * rules (modal-dialog.ts), a click anywhere on the page may open it (`pageClicked`: the links
 * marked for it), a click inside the element may close it (`ownClicked`), and, where the element
 * names one, a window event opens it from script (`openEvent`); all of it is undone on disconnect.
 */
import { DEFAULT_CLOSE_RULES, type CloseRules } from '../../../domain/shell/modal-close.js';
import { LightElement } from './light-element.js';
import { modalDialog, type ModalDialog } from './modal-dialog.js';

export abstract class DialogElement extends LightElement {
  /** The window event that opens the dialog from script (`video-modal.open`); none when empty. */
  static openEvent = '';
  #dialog: ModalDialog | undefined;

  /** The dialog's controls, once the element found its <dialog>. */
  protected get dialog(): ModalDialog | undefined {
    return this.#dialog;
  }

  get #openEvent(): string {
    return (this.constructor as typeof DialogElement).openEvent;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const dialog = this.querySelector('dialog');
    if (dialog)
      this.#dialog = modalDialog(
        dialog,
        () => this.rules,
        () => this.dialogClosed(),
      );
    const signal = this.untilDisconnected;
    document.addEventListener('click', this.#onPageClick, { signal });
    if (this.#openEvent) addEventListener(this.#openEvent, this.#onOpenEvent, { signal });
    this.addEventListener('click', this.#onOwnClick, { signal });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#dialog?.disconnect();
  }

  /** The close rules (domain/shell/modal-close.ts), read at each attempt to close. */
  get rules(): CloseRules {
    return DEFAULT_CLOSE_RULES;
  }

  /** Runs when the dialog has closed, whichever way. */
  protected dialogClosed(): void {}

  /** A click anywhere on the page, the element's own included: a link that opens the dialog. */
  protected abstract pageClicked(event: MouseEvent): void;

  /** The `openEvent` arrived. */
  protected openRequested(_event: Event): void {}

  /** A click inside the element: by default a `data-modal-action="close"` button dismisses the dialog. */
  protected ownClicked(event: Event): void {
    if ((event.target as Element).closest?.('[data-modal-action="close"]')) this.#dialog?.dismiss();
  }

  readonly #onPageClick = (event: MouseEvent): void => this.pageClicked(event);
  readonly #onOpenEvent = (event: Event): void => this.openRequested(event);
  readonly #onOwnClick = (event: Event): void => this.ownClicked(event);
}
