/**
 * `<lrdx-autoplay-video [autoplay]>` around a muted <video>: plays it while it is in view when
 * `autoplay` is set and the visitor has not asked for reduced motion; pauses it out of view. The
 * video keeps its native controls, so it can always be paused or played by keyboard.
 */
import { LightElement } from '../shared/light-element.js';

export class LrdxAutoplayVideo extends LightElement {
  #observer: IntersectionObserver | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    const video = this.querySelector('video');
    if (!video || !this.hasAttribute('autoplay') || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    this.#observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) void video.play().catch(() => undefined);
        else video.pause();
      }
    });
    this.#observer.observe(video);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#observer?.disconnect();
  }
}

if (!customElements.get('lrdx-autoplay-video')) customElements.define('lrdx-autoplay-video', LrdxAutoplayVideo);
