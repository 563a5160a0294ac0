/**
 * <lrdx-immersive-hero data-video-time="5000" data-autoplay="true"> wraps the immersive hero's stage
 * (poster picture, muted <video data-src-desktop data-src-mobile>, toggle button). It picks the
 * source for the screen (phones below 741 px get the mobile file), plays it unless autoplay is off
 * or the visitor prefers reduced motion, stops it after data-video-time ms (0 = keeps looping),
 * and shows the play/pause button, whose label says what it will do.
 */
import { LightElement } from '../../elements/shared/light-element.js';

const PHONE = '(max-width: 740px)';
const REDUCED = '(prefers-reduced-motion: reduce)';

export class LrdxImmersiveHero extends LightElement {
  #timer: ReturnType<typeof setTimeout> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    const video = this.querySelector('video');
    const toggle = this.querySelector<HTMLButtonElement>('.lrdx-immersive__toggle');
    if (!video || !toggle) return;
    const src = matchMedia(PHONE).matches ? video.dataset.srcMobile : video.dataset.srcDesktop;
    if (!src) return;
    video.src = src;
    toggle.hidden = false;
    toggle.addEventListener('click', () => (video.paused ? this.#play(video, toggle) : this.#pause(video, toggle)));
    const autoplay = this.dataset.autoplay !== 'false' && !matchMedia(REDUCED).matches;
    if (autoplay) this.#play(video, toggle);
    else this.#label(toggle, false);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  #play(video: HTMLVideoElement, toggle: HTMLButtonElement): void {
    this.classList.add('lrdx-immersive__stage--playing');
    video.play().catch(() => this.#pause(video, toggle));
    this.#label(toggle, true);
    const time = Number(this.dataset.videoTime ?? '0');
    clearTimeout(this.#timer);
    if (time > 0) this.#timer = setTimeout(() => this.#pause(video, toggle), time);
  }

  #pause(video: HTMLVideoElement, toggle: HTMLButtonElement): void {
    clearTimeout(this.#timer);
    video.pause();
    this.#label(toggle, false);
  }

  #label(toggle: HTMLButtonElement, playing: boolean): void {
    toggle.setAttribute('aria-label', (playing ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? '');
    toggle.classList.toggle('lrdx-immersive__toggle--playing', playing);
  }
}

if (!customElements.get('lrdx-immersive-hero')) customElements.define('lrdx-immersive-hero', LrdxImmersiveHero);
