/**
 * `<lrdx-exit-popup data-do-url='["https://*"]' data-dont-url='["landrover.com"]'>` holds the
 * server-rendered confirm <dialog> (site/layouts/exit-popup.tsx, copy from the `exit_popup.copy`
 * setting). A click on any link of the page whose URL matches the whitelist and not the blacklist
 * (domain/shell/exit-popup.ts) opens it instead of leaving; "go" follows the link (in a new tab
 * when the link asked for one), "cancel", Escape or the backdrop close it. Light DOM: the dialog is
 * page content styled by the site CSS. Without JavaScript links simply work.
 *
 * Events (bubbling, on the element): `exit-popup.open` { url }, `exit-popup.go` { url }.
 */
import { patternList, shouldShowExitPopup } from '../../../domain/shell/exit-popup.js';
import { DialogElement } from '../shared/dialog-element.js';
import { emit } from '../shared/light-element.js';

function parseList(json: string | undefined): string[] {
  try {
    return patternList(JSON.parse(json ?? '[]'));
  } catch {
    return [];
  }
}

export class LrdxExitPopup extends DialogElement {
  #pending: { url: string; newTab: boolean } | null = null;

  protected override dialogClosed(): void {
    this.#pending = null;
  }

  protected override pageClicked(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0 || !this.dialog) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    // Video and form links open their own modal instead of leaving.
    if (!(link instanceof HTMLAnchorElement) || this.contains(link) || link.matches('[data-lrdx-video],[data-lrdx-form-id]')) return;
    const doUrl = parseList(this.dataset.doUrl);
    const dontUrl = parseList(this.dataset.dontUrl);
    if (!shouldShowExitPopup(link.href, location.href, doUrl, dontUrl)) return;
    event.preventDefault();
    this.#pending = { url: link.href, newTab: link.target === '_blank' || event.ctrlKey || event.metaKey };
    const shown = this.querySelector('[data-exit-url]');
    if (shown) shown.textContent = new URL(link.href).host;
    this.dialog.open();
    emit(this, 'exit-popup.open', { url: link.href });
  }

  protected override ownClicked(event: Event): void {
    const action = (event.target as Element).closest?.('[data-exit-action]')?.getAttribute('data-exit-action');
    if (action === 'cancel') this.dialog?.dismiss();
    if (action !== 'go' || !this.#pending) return;
    const { url, newTab } = this.#pending;
    emit(this, 'exit-popup.go', { url });
    this.dialog?.close();
    if (newTab) window.open(url, '_blank', 'noopener');
    else location.assign(url);
  }
}
