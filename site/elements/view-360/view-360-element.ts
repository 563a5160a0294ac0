/**
 * `<lrdx-view-360 mode="exterior|interior" data-frames='["…"]' data-label="…" [handle] [autostart]>`
 * enhances the 360 views of site/blocks/shared/view-360.tsx. Exterior: the frames are shown in
 * turn by dragging, by the arrow keys on the focusable stage (a `slider` for assistive
 * technology), by the optional range slider with a handle, and with `autostart` turn once
 * slowly (never under prefers-reduced-motion). Interior: the panorama pans by drag and arrow keys.
 * Colour buttons of the exterior sidebar (`[data-frames]` buttons in the same block) swap frames.
 * Events: `view360.change` ({ frame } or { pan }).
 */
import { LightElement, emit } from '../shared/light-element.js';
import { pageDigits } from '../shared/page-digits.js';

const PAN_STEP = 10;
/** Pixels of drag per frame of the exterior view (at most: a narrow stage uses less). */
const DRAG_STEP = 40;

export class LrdxView360 extends LightElement {
  #frames: string[] = [];
  #frame = 0;
  #pan = 50;
  #img: HTMLImageElement | null = null;
  #stage: HTMLElement | null = null;
  #range: HTMLInputElement | null = null;
  #dragX: number | null = null;
  #autoTimer: ReturnType<typeof setInterval> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#stage = this.querySelector('.lrdx-view360__stage');
    this.#img = this.querySelector('.lrdx-view360__frame');
    if (!this.#stage || !this.#img || this.#stage.hasAttribute('role')) return;
    this.#frames = readFrames(this.dataset.frames);
    const stage = this.#stage;
    stage.tabIndex = 0;
    stage.setAttribute('role', 'slider');
    stage.setAttribute('aria-label', this.dataset.label ?? '');
    stage.setAttribute('aria-valuemin', '0');
    stage.addEventListener('keydown', this.#onKey);
    stage.addEventListener('pointerdown', this.#onDown);
    stage.addEventListener('pointermove', this.#onMove);
    stage.addEventListener('pointerup', this.#onUp);
    stage.addEventListener('pointercancel', this.#onUp);
    stage.addEventListener('lostpointercapture', this.#onUp);
    // The frame is a picture: the browser's own image drag would take the pointer away.
    stage.addEventListener('dragstart', (event) => event.preventDefault());
    this.classList.add('lrdx-view360--enhanced');
    if (this.#isExterior()) {
      stage.setAttribute('aria-valuemax', String(Math.max(0, this.#frames.length - 1)));
      if (this.hasAttribute('handle') && this.#frames.length > 1) this.#addHandle();
      this.#preload();
      this.#bindColours();
      if (this.hasAttribute('autostart') && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) this.#autostart();
    } else {
      stage.setAttribute('aria-valuemax', '100');
    }
    this.#show();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopAuto();
  }

  get frame(): number {
    return this.#frame;
  }

  get pan(): number {
    return this.#pan;
  }

  #isExterior(): boolean {
    return this.getAttribute('mode') !== 'interior';
  }

  #addHandle(): void {
    const range = document.createElement('input');
    range.type = 'range';
    range.className = 'lrdx-view360__handle';
    range.min = '0';
    range.max = String(this.#frames.length - 1);
    range.step = '1';
    range.value = '0';
    range.setAttribute('aria-label', this.dataset.label ?? '');
    range.addEventListener('input', () => {
      this.#stopAuto();
      this.#frame = Number(range.value);
      this.#show();
    });
    this.#range = range;
    this.append(range);
  }

  #bindColours(): void {
    const block = this.closest('.lrdx-block');
    for (const button of block?.querySelectorAll<HTMLButtonElement>('button[data-frames]') ?? []) {
      button.disabled = false;
      button.addEventListener('click', () => {
        this.#frames = readFrames(button.dataset.frames);
        for (const other of block?.querySelectorAll('button[data-frames]') ?? [])
          other.setAttribute('aria-pressed', String(other === button));
        this.#preload();
        this.#show();
      });
    }
  }

  #preload(): void {
    for (const frame of this.#frames) {
      const image = new Image();
      image.src = frame.split('#')[0] ?? '';
    }
  }

  #autostart(): void {
    let steps = 0;
    this.#autoTimer = setInterval(() => {
      this.#step(1);
      steps += 1;
      if (steps >= this.#frames.length) this.#stopAuto();
    }, 700);
    this.addEventListener('pointerenter', () => this.#stopAuto(), { once: true });
    this.addEventListener('focusin', () => this.#stopAuto(), { once: true });
  }

  #stopAuto(): void {
    if (this.#autoTimer) clearInterval(this.#autoTimer);
    this.#autoTimer = undefined;
  }

  #step(delta: number): void {
    if (this.#isExterior()) {
      const count = this.#frames.length;
      if (count === 0) return;
      this.#frame = (((this.#frame + delta) % count) + count) % count;
    } else {
      this.#pan = Math.min(100, Math.max(0, this.#pan + delta * PAN_STEP));
    }
    this.#show();
  }

  #onKey = (event: KeyboardEvent): void => {
    const rtl = getComputedStyle(this).direction === 'rtl';
    const keys: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowUp: 1, ArrowDown: -1 };
    if (event.key === 'Home' || event.key === 'End') {
      this.#stopAuto();
      if (this.#isExterior()) this.#frame = event.key === 'Home' ? 0 : Math.max(0, this.#frames.length - 1);
      else this.#pan = event.key === 'Home' ? 0 : 100;
      this.#show();
      event.preventDefault();
      return;
    }
    const delta = keys[event.key];
    if (delta === undefined) return;
    this.#stopAuto();
    this.#step(delta);
    event.preventDefault();
  };

  #onDown = (event: PointerEvent): void => {
    // Only the main button drags (a right click opens the context menu as usual).
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    this.#stopAuto();
    this.#dragX = event.clientX;
    this.#stage?.setPointerCapture?.(event.pointerId);
  };

  #onMove = (event: PointerEvent): void => {
    if (this.#dragX === null || !this.#stage) return;
    const width = this.#stage.clientWidth || 1;
    const dx = event.clientX - this.#dragX;
    if (this.#isExterior()) {
      // A short drag must already turn the car: a frame per DRAG_STEP px (fewer on a narrow stage,
      // so one sweep across it still goes round once), as many frames as the pointer travelled.
      const perFrame = Math.min(DRAG_STEP, width / Math.max(1, this.#frames.length));
      const frames = Math.trunc(dx / perFrame);
      if (frames === 0) return;
      this.#step(-frames);
      this.#dragX += frames * perFrame;
    } else {
      this.#pan = Math.min(100, Math.max(0, this.#pan - (dx / width) * 100));
      this.#show();
      this.#dragX = event.clientX;
    }
  };

  #onUp = (): void => {
    this.#dragX = null;
  };

  #show(): void {
    const img = this.#img;
    const stage = this.#stage;
    if (!img || !stage) return;
    if (this.#isExterior()) {
      const [src, mirror] = (this.#frames[this.#frame] ?? '').split('#');
      if (src && img.getAttribute('src') !== src) img.src = src;
      img.classList.toggle('lrdx-view360__frame--mirror', mirror === 'mirror');
      stage.setAttribute('aria-valuenow', String(this.#frame));
      stage.setAttribute('aria-valuetext', pageDigits(this, `${this.#frame + 1} / ${this.#frames.length}`));
      if (this.#range) {
        this.#range.value = String(this.#frame);
        this.#range.setAttribute('aria-valuetext', stage.getAttribute('aria-valuetext') ?? '');
      }
      emit(this, 'view360.change', { frame: this.#frame });
    } else {
      img.style.objectPosition = `${this.#pan}% 50%`;
      stage.setAttribute('aria-valuenow', String(Math.round(this.#pan)));
      stage.setAttribute('aria-valuetext', pageDigits(this, `${Math.round(this.#pan)}%`));
      emit(this, 'view360.change', { pan: this.#pan });
    }
  }
}

function readFrames(json: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

if (!customElements.get('lrdx-view-360')) customElements.define('lrdx-view-360', LrdxView360);
