/**
 * `<lrdx-carousel [autoplay="6000"]>`: the one carousel enhancer of the catalogue blocks
 * (site/blocks/shared/carousel.tsx renders its HTML). Runs embla-carousel on the server's
 * scroll-snap row, in the page's direction (RTL mirrored), shows the previous/next (and numbered)
 * buttons, and autoplays only when asked: paused while hovered or focused, never under
 * prefers-reduced-motion, and by the play/pause button. Slides off screen are `inert`, so Tab
 * only reaches the visible ones; the arrow keys on the viewport move by one slide. A slide's
 * `data-duration` overrides `autoplay` for that slide; a `.lrdx-carousel__timer` bar fills while the
 * slide's time runs (restarted on every change); `touch-limit="4"` keeps only the first four slides
 * on touch devices (hero carousel). Pausing also pauses the slides' videos.
 * Events: `carousel.select` ({ index }). CSS tokens: none of its own (site CSS).
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { LightElement, emit } from '../shared/light-element.js';

export class LrdxCarousel extends LightElement {
  #embla: EmblaCarouselType | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #paused = false;
  #hovered = false;
  #focused = false;
  #reducedMotion: MediaQueryList | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    const viewport = this.querySelector<HTMLElement>('.lrdx-carousel__viewport');
    if (!viewport || this.#embla) return;
    const rtl = getComputedStyle(this).direction === 'rtl';
    this.#applyTouchLimit();
    this.#reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    this.#embla = EmblaCarousel(viewport, {
      direction: rtl ? 'rtl' : 'ltr',
      align: 'start',
      containScroll: 'trimSnaps',
      duration: this.#reducedMotion.matches ? 1 : 25,
    });
    this.classList.add('lrdx-carousel--enhanced');
    const controls = this.querySelector<HTMLElement>('.lrdx-carousel__controls');
    if (controls) controls.hidden = false;
    // Removed on disconnect: a carousel put back (the editor moves blocks) is enhanced afresh, and
    // listeners kept from before would move it once per connection.
    const signal = this.untilDisconnected;
    this.querySelector('.lrdx-carousel__prev')?.addEventListener('click', () => this.#embla?.scrollPrev(), { signal });
    this.querySelector('.lrdx-carousel__next')?.addEventListener('click', () => this.#embla?.scrollNext(), { signal });
    for (const button of this.querySelectorAll<HTMLButtonElement>('.lrdx-carousel__number')) {
      button.addEventListener('click', () => this.#embla?.scrollTo(Number(button.dataset.index ?? 0)), { signal });
    }
    this.querySelector('.lrdx-carousel__play')?.addEventListener(
      'click',
      () => {
        this.#paused = !this.#paused;
        if (this.#paused) for (const video of this.querySelectorAll('video')) video.pause();
        this.#syncTimer();
      },
      { signal },
    );
    viewport.addEventListener('keydown', this.#onKey, { signal });
    this.addEventListener('pointerenter', () => this.#setHover(true), { signal });
    this.addEventListener('pointerleave', () => this.#setHover(false), { signal });
    this.addEventListener('focusin', () => this.#setFocus(true), { signal });
    this.addEventListener(
      'focusout',
      (event) => {
        if (!this.contains(event.relatedTarget as Node | null)) this.#setFocus(false);
      },
      { signal },
    );
    this.#embla.on('select', this.#onSelect);
    this.#embla.on('reInit', this.#onSelect);
    // Which slides are in view settles after the scroll, not at 'select': keep inert in step.
    this.#embla.on('slidesInView', this.#syncInert);
    this.#embla.on('settle', this.#syncInert);
    this.#onSelect();
    this.#syncTimer();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stop();
    this.#embla?.destroy();
    this.#embla = undefined;
  }

  /** The index of the selected slide (for tests and the play button). */
  get selectedIndex(): number {
    return this.#embla?.selectedScrollSnap() ?? 0;
  }

  #onKey = (event: KeyboardEvent): void => {
    if (event.target !== event.currentTarget) return;
    const rtl = getComputedStyle(this).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) this.#embla?.scrollNext();
    else if (event.key === back) this.#embla?.scrollPrev();
    else return;
    event.preventDefault();
  };

  #syncInert = (): void => {
    const embla = this.#embla;
    if (!embla) return;
    const box = embla.rootNode().getBoundingClientRect();
    const selected = embla.selectedScrollSnap();
    embla.slideNodes().forEach((slide, index) => {
      // Measured here rather than by embla's slidesInView: an IntersectionObserver counts a slide whose
      // edge only touches the viewport as in view, which left the previous slide in the Tab order.
      // A slide is reachable when at least half of it (or half the viewport) shows; before layout,
      // the selected slide is.
      const rect = slide.getBoundingClientRect();
      const overlap = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      const shown = box.width > 0 && rect.width > 0 ? overlap >= Math.min(rect.width, box.width) / 2 : index === selected;
      slide.inert = !shown;
      slide.setAttribute('aria-hidden', shown ? 'false' : 'true');
    });
  };

  #onSelect = (): void => {
    const embla = this.#embla;
    if (!embla) return;
    this.#syncInert();
    const selected = embla.selectedScrollSnap();
    const prev = this.querySelector<HTMLButtonElement>('.lrdx-carousel__prev');
    const next = this.querySelector<HTMLButtonElement>('.lrdx-carousel__next');
    if (prev) prev.disabled = !embla.canScrollPrev() && !this.#autoplayMs();
    if (next) next.disabled = !embla.canScrollNext() && !this.#autoplayMs();
    for (const button of this.querySelectorAll<HTMLButtonElement>('.lrdx-carousel__number')) {
      const current = Number(button.dataset.index) === selected;
      if (current) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
    // A new slide gets its whole time on screen.
    this.#stop();
    this.#syncTimer();
    emit(this, 'carousel.select', { index: selected });
  };

  /** Touch devices get at most `touch-limit` slides (their labels keep the server's numbering). */
  #applyTouchLimit(): void {
    const limit = Number(this.getAttribute('touch-limit'));
    if (!(limit > 0) || !window.matchMedia('(hover: none) and (pointer: coarse)').matches) return;
    [...this.querySelectorAll('.lrdx-carousel__slide')].slice(limit).forEach((slide) => slide.remove());
    [...this.querySelectorAll('.lrdx-carousel__number')].slice(limit).forEach((button) => button.remove());
  }

  /** The selected slide's time on screen: its own data-duration, else the carousel's autoplay. */
  #slideMs(): number {
    const slide = this.#embla?.slideNodes()[this.#embla.selectedScrollSnap()];
    const own = Number(slide?.dataset.duration);
    return Number.isFinite(own) && own > 0 ? own : this.#autoplayMs();
  }

  #autoplayMs(): number {
    const value = Number(this.getAttribute('autoplay'));
    return Number.isFinite(value) && value > 0 ? value : 0;
  }

  #setHover(value: boolean): void {
    this.#hovered = value;
    this.#syncTimer();
  }

  #setFocus(value: boolean): void {
    this.#focused = value;
    this.#syncTimer();
  }

  #syncTimer(): void {
    const ms = this.#autoplayMs();
    const play = this.querySelector<HTMLButtonElement>('.lrdx-carousel__play');
    const running = ms > 0 && !this.#paused && !this.#hovered && !this.#focused && !this.#reducedMotion?.matches;
    if (play) {
      const label = this.#paused || this.#reducedMotion?.matches ? play.dataset.labelPlay : play.dataset.labelPause;
      play.textContent = label ?? play.textContent;
    }
    const track = this.querySelector('.lrdx-carousel__track');
    // A rotating carousel must not announce every slide; a still one announces the new slide.
    track?.setAttribute('aria-live', running ? 'off' : 'polite');
    const bar = this.querySelector<HTMLElement>('.lrdx-carousel__timer');
    if (running && !this.#timer) {
      const slideMs = this.#slideMs();
      if (bar) {
        // Restart the fill: drop the running state, force a style flush, set it again.
        bar.removeAttribute('data-running');
        void bar.offsetWidth;
        bar.style.setProperty('--lrdx-timer-ms', `${slideMs}ms`);
        bar.setAttribute('data-running', '');
      }
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        const embla = this.#embla;
        if (!embla) return;
        if (embla.canScrollNext()) embla.scrollNext();
        else embla.scrollTo(0);
      }, slideMs);
    } else if (!running) {
      bar?.removeAttribute('data-running');
      this.#stop();
    }
  }

  #stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

if (!customElements.get('lrdx-carousel')) customElements.define('lrdx-carousel', LrdxCarousel);
