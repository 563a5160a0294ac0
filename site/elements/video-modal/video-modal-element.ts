/**
 * `<lrdx-video-modal>` holds the server-rendered video <dialog> (site/layouts/video-modal.tsx).
 * Links marked `data-lrdx-video` (VideoLink, video link buttons, a vehicle's video_url) open it
 * instead of leaving: YouTube URLs play in a youtube-nocookie.com iframe (the one video frame origin
 * the CSP allows), video files in <video>; anything else just follows the link. Closing removes the
 * player, which stops playback. Light DOM: the dialog is page content styled by the site CSS.
 *
 * Open from script: `window.dispatchEvent(new CustomEvent('video-modal.open', { detail: { url, title } }))`.
 */
import { html, nothing, render } from 'lit-html';
import { videoSource, type VideoSource } from '../../../domain/shell/video-source.js';
import { DialogElement } from '../shared/dialog-element.js';

export class LrdxVideoModal extends DialogElement {
  static override properties = { source: { attribute: false }, videoTitle: { attribute: false } };
  static override openEvent = 'video-modal.open';
  declare source: VideoSource | null;
  declare videoTitle: string;

  constructor() {
    super();
    this.source = null;
    this.videoTitle = '';
  }

  protected override dialogClosed(): void {
    this.source = null;
  }

  /** Opens the player for `url`; false when it is not a video we can play here. */
  play(url: string, title = ''): boolean {
    const source = videoSource(url, location.href);
    if (!source || !this.dialog) return false;
    this.source = source;
    this.videoTitle = title;
    this.dialog.open();
    return true;
  }

  protected override pageClicked(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey) return;
    const link = (event.target as Element | null)?.closest?.('a[data-lrdx-video]');
    if (!(link instanceof HTMLAnchorElement)) return;
    if (this.play(link.href, link.dataset.lrdxVideo || link.textContent?.trim() || '')) event.preventDefault();
  }

  protected override openRequested(event: Event): void {
    const detail = (event as CustomEvent<{ url?: string; title?: string }>).detail;
    if (detail?.url) this.play(detail.url, detail.title);
  }

  protected override updated(): void {
    const stage = this.querySelector<HTMLElement>('[data-video-stage]');
    if (!stage) return;
    const source = this.source;
    const title = this.videoTitle || stage.dataset.fallbackTitle || '';
    render(
      source?.kind === 'iframe'
        ? html`<iframe
            class="lrdx-video-modal__player"
            src=${source.src}
            title=${title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowfullscreen
            referrerpolicy="strict-origin-when-cross-origin"
          ></iframe>`
        : source?.kind === 'video'
          ? html`<video class="lrdx-video-modal__player" src=${source.src} controls autoplay playsinline aria-label=${title}></video>`
          : nothing,
      stage,
    );
  }
}
