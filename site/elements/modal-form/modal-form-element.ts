/**
 * `<lrdx-modal-form>` holds the server-rendered modal (site/layouts/modal-form.tsx) that link
 * buttons of type `form` open (site/blocks/shared/link-button.tsx renders them with
 * `data-lrdx-form-id`, `data-lrdx-form-title`, `data-lrdx-form-layout` and JSON
 * `data-lrdx-form-hidden-fields`). Opening sets the form data, closing resets it (docs/cookie-consent.md,
 * "Other hooks"). Close rules (domain/shell/modal-close.ts) come from attributes the server sets from
 * the `modal_form.close_rules` setting: `allow-escape`, `close-on-backdrop`, `prevent-close`
 * (booleans; a form may ask for stricter ones through the open event).
 *
 * The form itself is `<lrdx-form>` (widgets/form, loaded by the loader when the tag appears),
 * given the form id (or, from a vehicle, the seeded form's kind: `data-lrdx-form-kind`), the page's
 * language, the hidden fields and the vehicle and retailer; the server-rendered "not available"
 * note is hidden while a form shows (it stays for pages without JavaScript).
 *
 * Open from script: `window.dispatchEvent(new CustomEvent('modal-form.open', { detail: { formId,
 * formKind?, title, hiddenFields, layout, vehicleId?, retailerId?, vehicleModel?, ciData, rules? } }))` — the
 * vehicle page and the stock cards do this for "Enquire" and "Book a test drive". Events on the element: `modal-form.opened`
 * and `modal-form.closed` with the form data. Light DOM: the modal is page content styled by the
 * site CSS; the form that will fill it is a page form, not a widget.
 */
import { html, nothing, render } from 'lit-html';
import { mayClose, type CloseRules } from '../../../domain/shell/modal-close.js';
import { DialogElement } from '../shared/dialog-element.js';
import { emit } from '../shared/light-element.js';

export interface ModalFormData {
  /** Empty when `formKind` names the form. */
  formId: string;
  /** A seeded form's kind (`enquiry`, `test_drive`, ...): the page language's published form of that kind. */
  formKind?: string;
  vehicleId?: string;
  retailerId?: string;
  /** The model (series) of the vehicle viewed: the form's model select starts at it. */
  vehicleModel?: string;
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

/** The page's language as the widgets name it (`<html lang="ckb">` is Kurdish, `ku`). */
function pageLanguage(): string {
  const lang = document.documentElement.lang.toLowerCase();
  if (lang.startsWith('ar')) return 'ar';
  if (lang.startsWith('en')) return 'en';
  return 'ku';
}

export class LrdxModalForm extends DialogElement {
  static override properties = {
    allowEscape: { type: Boolean, attribute: 'allow-escape' },
    closeOnBackdrop: { type: Boolean, attribute: 'close-on-backdrop' },
    preventClose: { type: Boolean, attribute: 'prevent-close' },
    form: { attribute: false },
  };
  static override openEvent = 'modal-form.open';
  declare allowEscape: boolean;
  declare closeOnBackdrop: boolean;
  declare preventClose: boolean;
  declare form: ModalFormData | null;

  constructor() {
    super();
    this.allowEscape = false;
    this.closeOnBackdrop = false;
    this.preventClose = false;
    this.form = null;
  }

  override get rules(): CloseRules {
    return {
      allowEscape: this.form?.rules?.allowEscape ?? this.allowEscape,
      closeOnBackdrop: this.form?.rules?.closeOnBackdrop ?? this.closeOnBackdrop,
      preventClose: this.form?.rules?.preventClose ?? this.preventClose,
    };
  }

  open(data: ModalFormData): void {
    this.form = data;
    this.dialog?.open();
    emit(this, 'modal-form.opened', data);
  }

  /** Closing resets the form data. */
  protected override dialogClosed(): void {
    const closed = this.form;
    this.form = null;
    emit(this, 'modal-form.closed', closed);
  }

  protected override pageClicked(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0) return;
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-lrdx-form-id],[data-lrdx-form-kind]');
    if (!trigger || !this.dialog) return;
    event.preventDefault();
    const { lrdxFormKind, lrdxVehicleId, lrdxRetailerId, lrdxVehicleModel } = trigger.dataset;
    this.open({
      formId: trigger.dataset.lrdxFormId ?? '',
      ...(lrdxFormKind ? { formKind: lrdxFormKind } : {}),
      ...(lrdxVehicleId ? { vehicleId: lrdxVehicleId } : {}),
      ...(lrdxRetailerId ? { retailerId: lrdxRetailerId } : {}),
      ...(lrdxVehicleModel ? { vehicleModel: lrdxVehicleModel } : {}),
      title: trigger.dataset.lrdxFormTitle || trigger.textContent?.trim() || '',
      hiddenFields: hiddenFields(trigger.dataset.lrdxFormHiddenFields),
      layout: trigger.dataset.lrdxFormLayout ?? '',
    });
  }

  protected override openRequested(event: Event): void {
    const detail = (event as CustomEvent<Partial<ModalFormData>>).detail;
    if (!detail?.formId && !detail?.formKind) return;
    this.open({
      formId: detail.formId ? String(detail.formId) : '',
      ...(detail.formKind ? { formKind: String(detail.formKind) } : {}),
      ...(detail.vehicleId ? { vehicleId: String(detail.vehicleId) } : {}),
      ...(detail.retailerId ? { retailerId: String(detail.retailerId) } : {}),
      ...(detail.vehicleModel ? { vehicleModel: String(detail.vehicleModel) } : {}),
      title: detail.title ?? '',
      hiddenFields: detail.hiddenFields ?? {},
      layout: detail.layout ?? '',
      ...(detail.ciData !== undefined ? { ciData: detail.ciData } : {}),
      ...(detail.rules ? { rules: detail.rules } : {}),
    });
  }

  protected override updated(): void {
    const slot = this.querySelector<HTMLElement>('[data-modal-form-body]');
    const title = this.querySelector<HTMLElement>('[data-modal-form-title]');
    const close = this.querySelector<HTMLButtonElement>('[data-modal-action="close"]');
    if (title) title.textContent = this.form?.title || title.dataset.fallback || '';
    // Prevent-close hides the close button: a button that cannot close would mislead.
    if (close) close.hidden = mayClose(this.rules, { reason: 'button' }) === false;
    if (!slot) return;
    const form = this.form;
    const unavailable = this.querySelector<HTMLElement>('.lrdx-modal-form__unavailable');
    if (unavailable) unavailable.hidden = form !== null;
    // The modal's own title names the form, so the element shows none.
    render(
      form
        ? html`<div class="lrdx-modal-form__form" data-form-id=${form.formId} data-layout=${form.layout || nothing}>
            <lrdx-form
              form-id=${form.formId || nothing}
              form-kind=${form.formKind || nothing}
              lang=${pageLanguage()}
              hidden-fields=${JSON.stringify(form.hiddenFields)}
              vehicle-id=${form.vehicleId || nothing}
              retailer-id=${form.retailerId || nothing}
              vehicle-model=${form.vehicleModel || nothing}
            ></lrdx-form>
          </div>`
        : nothing,
      slot,
    );
  }
}
