/**
 * "Enquire" and "Book a test drive" on a vehicle (its page in the showroom, its card in the stock
 * locator and carousel). On the brand site the shell's modal form takes them (site/elements/modal-form,
 * `modal-form.open`). On a retailer's page there is no shell: the form opens inside the widget, in a
 * native modal `<dialog>` holding `<lrdx-form>` (widgets/form) with the seeded form of that kind, the
 * vehicle and its retailer, so the visitor stays on the retailer's site and the lead goes to that
 * retailer (docs/forms.md, hidden source `retailer`). The form's bundle is asked of the loader
 * (`window.lrdx.need`); a page with neither the shell nor the loader keeps the link to the brand
 * site's contact page, never a dead button (docs/embedding.md).
 */
import { directionOf, type Language } from '../../../domain/languages.js';

export type EnquiryKind = 'enquiry' | 'test_drive';

export interface EnquiryRequest {
  kind: EnquiryKind;
  /** The button's words: the dialog's heading. */
  title: string;
  vehicleId: string;
  /** The vehicle's retailer (its dealer code). */
  retailerId: string;
  /** The vehicle's model (series): the form's model select starts at it. */
  vehicleModel?: string;
  apiBase: string;
  language: Language;
}

/** The dialog's own word, in the page language (the only text it adds to the form's). */
const CLOSE: Record<Language, string> = { ku: 'داخستن', ar: 'إغلاق', en: 'Close' };

interface LoaderHandle {
  need?: (tag: string) => void;
}

function loader(): LoaderHandle | undefined {
  return (window as unknown as { lrdx?: LoaderHandle }).lrdx;
}

/** Whether `<lrdx-form>` is, or can be, defined on this page. */
function formAvailable(): boolean {
  return customElements.get('lrdx-form') !== undefined || typeof loader()?.need === 'function';
}

/** The shadow root (or document) the clicked button lives in: the dialog goes there, in the widget's styles. */
function rootOf(target: EventTarget | null): ShadowRoot | Document {
  const root = target instanceof Node ? target.getRootNode() : document;
  return root instanceof ShadowRoot ? root : document;
}

function buildDialog(request: EnquiryRequest): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'lrdx-dialog lrdx-enquiry';
  dialog.setAttribute('part', 'dialog');
  dialog.dataset.dialog = 'enquiry';
  dialog.lang = request.language;
  dialog.dir = directionOf(request.language);
  dialog.setAttribute('aria-labelledby', 'lrdx-enquiry-title');

  const body = document.createElement('div');
  body.className = 'lrdx-dialog__body';
  const heading = document.createElement('h2');
  heading.id = 'lrdx-enquiry-title';
  heading.className = 'lrdx-dialog__title';
  heading.textContent = request.title;

  const form = document.createElement('lrdx-form');
  form.setAttribute('form-kind', request.kind);
  form.setAttribute('vehicle-id', request.vehicleId);
  form.setAttribute('retailer-id', request.retailerId);
  if (request.vehicleModel) form.setAttribute('vehicle-model', request.vehicleModel);
  form.setAttribute('api-base', request.apiBase);
  form.setAttribute('lang', request.language);

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'lrdx-button lrdx-button--secondary';
  close.dataset.action = 'close';
  close.textContent = CLOSE[request.language];
  close.addEventListener('click', () => dialog.close());

  body.append(heading, form, close);
  dialog.append(body);

  // A backdrop click closes only when press and release were both on the backdrop (as widgets/ui/dialog).
  let downOnBackdrop = false;
  dialog.addEventListener('mousedown', (event) => (downOnBackdrop = event.target === dialog));
  dialog.addEventListener('mouseup', (event) => {
    if (downOnBackdrop && event.target === dialog) dialog.close();
    downOnBackdrop = false;
  });
  // Closed, it is removed: the next opening starts a fresh form (and the page keeps no hidden copy).
  dialog.addEventListener('close', () => dialog.remove());
  return dialog;
}

/**
 * The click handler of an Enquire / Book a test drive link: opens the shell's modal form, or the
 * in-widget form; otherwise leaves the link to do its work.
 */
export function openEnquiry(event: { preventDefault(): void; currentTarget: EventTarget | null }, request: EnquiryRequest): void {
  if (typeof document === 'undefined') return;
  if (document.querySelector('lrdx-modal-form')) {
    event.preventDefault();
    window.dispatchEvent(
      new CustomEvent('modal-form.open', {
        detail: {
          formId: '',
          formKind: request.kind,
          title: request.title,
          hiddenFields: {},
          layout: '',
          vehicleId: request.vehicleId,
          retailerId: request.retailerId,
          ...(request.vehicleModel ? { vehicleModel: request.vehicleModel } : {}),
        },
      }),
    );
    return;
  }
  if (!formAvailable()) return;
  event.preventDefault();
  if (!customElements.get('lrdx-form')) loader()?.need?.('lrdx-form');
  const root = rootOf(event.currentTarget);
  root.querySelector('dialog[data-dialog="enquiry"]')?.remove();
  const dialog = buildDialog(request);
  (root instanceof Document ? root.body : root).append(dialog);
  dialog.showModal();
}
