/**
 * `<lrdx-modal-form>` holds the server-rendered modal (site/layouts/modal-form.tsx) that link
 * buttons of type `form` open (site/blocks/shared/link-button.tsx renders them with
 * `data-lrdx-form-id`, `data-lrdx-form-title`, `data-lrdx-form-layout` and JSON
 * `data-lrdx-form-hidden-fields`). Opening sets the form data, closing resets it (spec, shell
 * section 4). Close rules (domain/shell/modal-close.ts) come from attributes the server sets from
 * the `modal_form.close_rules` setting: `allow-escape`, `close-on-backdrop`, `prevent-close`
 * (booleans; a form may ask for stricter ones through the open event).
 *
 * The forms themselves arrive with the forms issue; until then the modal shows the form's title
 * and a translated "not available yet" message with a close button, never a dead link.
 *
 * Open from script: `window.dispatchEvent(new CustomEvent('modal-form.open', { detail: { formId,
 * title, hiddenFields, layout, ciData, rules? } }))`. Events on the element: `modal-form.opened`
 * and `modal-form.closed` with the form data. Light DOM: the modal is page content styled by the
 * site CSS; the form that will fill it is a page form, not a widget.
 */
import { html, nothing, render } from 'lit';
import { mayClose, type CloseRules } from '../../../domain/shell/modal-close.js';
import { emit, LightElement } from '../shared/light-element.js';
import { modalDialog, type ModalDialog } from '../shared/modal-dialog.js';

export interface ModalFormData {
  formId: string;
  title: string;
  hiddenFields: Record<string, string>;
  layout: string;
  ciData?: unknown;
  rules?: Partial<CloseRules>;
}

function hiddenFields(json: string | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export class LrdxModalForm extends LightElement {
  static override properties = {
    allowEscape: { type: Boolean, attribute: 'allow-escape' },
    closeOnBackdrop: { type: Boolean, attribute: 'close-on-backdrop' },
    preventClose: { type: Boolean, attribute: 'prevent-close' },
    form: { attribute: false },
  };
  declare allowEscape: boolean;
  declare closeOnBackdrop: boolean;
  declare preventClose: boolean;
  declare form: ModalFormData | null;
  #dialog: ModalDialog | undefined;

  constructor() {
    super();
    this.allowEscape = false;
    this.closeOnBackdrop = false;
    this.preventClose = false;
    this.form = null;
  }

  get rules(): CloseRules {
    return {
      allowEscape: this.form?.rules?.allowEscape ?? this.allowEscape,
      closeOnBackdrop: this.form?.rules?.closeOnBackdrop ?? this.closeOnBackdrop,
      preventClose: this.form?.rules?.preventClose ?? this.preventClose,
    };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const dialog = this.querySelector('dialog');
    if (dialog) this.#dialog = modalDialog(dialog, () => this.rules, this.#reset);
    document.addEventListener('click', this.#onTrigger);
    addEventListener('modal-form.open', this.#onOpenEvent);
    this.addEventListener('click', this.#onOwnClick);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('click', this.#onTrigger);
    removeEventListener('modal-form.open', this.#onOpenEvent);
    this.removeEventListener('click', this.#onOwnClick);
    this.#dialog?.disconnect();
  }

  open(data: ModalFormData): void {
    this.form = data;
    this.#dialog?.open();
    emit(this, 'modal-form.opened', data);
  }

  readonly #reset = (): void => {
    const closed = this.form;
    this.form = null;
    emit(this, 'modal-form.closed', closed);
  };

  readonly #onTrigger = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0) return;
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-lrdx-form-id]');
    if (!trigger || !this.#dialog) return;
    event.preventDefault();
    this.open({
      formId: trigger.dataset.lrdxFormId ?? '',
      title: trigger.dataset.lrdxFormTitle || trigger.textContent?.trim() || '',
      hiddenFields: hiddenFields(trigger.dataset.lrdxFormHiddenFields),
      layout: trigger.dataset.lrdxFormLayout ?? '',
    });
  };

  readonly #onOpenEvent = (event: Event): void => {
    const detail = (event as CustomEvent<Partial<ModalFormData>>).detail;
    if (!detail?.formId) return;
    this.open({
      formId: String(detail.formId),
      title: detail.title ?? '',
      hiddenFields: detail.hiddenFields ?? {},
      layout: detail.layout ?? '',
      ...(detail.ciData !== undefined ? { ciData: detail.ciData } : {}),
      ...(detail.rules ? { rules: detail.rules } : {}),
    });
  };

  readonly #onOwnClick = (event: Event): void => {
    if ((event.target as Element).closest?.('[data-modal-action="close"]')) this.#dialog?.dismiss();
  };

  protected override updated(): void {
    const slot = this.querySelector<HTMLElement>('[data-modal-form-body]');
    const title = this.querySelector<HTMLElement>('[data-modal-form-title]');
    const close = this.querySelector<HTMLButtonElement>('[data-modal-action="close"]');
    if (title) title.textContent = this.form?.title || title.dataset.fallback || '';
    // Prevent-close hides the close button: a button that cannot close would mislead.
    if (close) close.hidden = mayClose(this.rules, { reason: 'button' }) === false;
    if (!slot) return;
    const form = this.form;
    render(
      form
        ? html`<div class="lrdx-modal-form__form" data-form-id=${form.formId} data-layout=${form.layout || nothing}>
            ${Object.entries(form.hiddenFields).map(([name, value]) => html`<input type="hidden" name=${name} .value=${value} />`)}
          </div>`
        : nothing,
      slot,
    );
  }
}
