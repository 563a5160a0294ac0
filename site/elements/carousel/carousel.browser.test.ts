/** <lrdx-carousel> from the shipped bundle in Chromium: keyboard use, hidden slides, autoplay with pause, the timer bar. */
import { sendKeys } from '@web/test-runner-commands';
import { assert, loadBundles, mountElement, unmountAll, waitFor } from '../../../widgets/testing/browser-fixture.js';
import { frame } from '../testing/shell-markup.js';

/** What site/blocks/shared/carousel.tsx renders for three slides. */
function carouselMarkup({ autoplay = false, timer = false } = {}): string {
  const slides = [1, 2, 3]
    .map(
      (n) =>
        `<div class="lrdx-carousel__slide" role="group" aria-roledescription="slide" aria-label="${n} of 3"${n === 2 ? ' data-duration="400"' : ''}>` +
        `<a href="#s${n}">Slide ${n}</a></div>`,
    )
    .join('');
  return `
    <div class="lrdx-carousel__viewport" tabindex="0"><div class="lrdx-carousel__track" aria-live="polite">${slides}</div></div>
    <div class="lrdx-carousel__controls" hidden>
      ${timer ? '<span class="lrdx-carousel__timer lrdx-carousel__timer--light" aria-hidden="true"></span>' : ''}
      ${autoplay ? '<button type="button" class="lrdx-carousel__play" data-label-play="Play" data-label-pause="Pause">Pause</button>' : ''}
      <button type="button" class="lrdx-carousel__prev" aria-label="Previous">‹</button>
      <button type="button" class="lrdx-carousel__next" aria-label="Next">›</button>
    </div>`;
}

type Carousel = HTMLElement & { selectedIndex: number };
const STYLE = 'display:block;inline-size:600px';
const slideStyle = document.createElement('style');
slideStyle.textContent = `.lrdx-carousel__viewport{overflow:hidden}.lrdx-carousel__track{display:flex;margin:0;padding:0;list-style:none}.lrdx-carousel__slide{flex:0 0 100%}`;

describe('lrdx-carousel', () => {
  before(async () => {
    document.head.append(slideStyle);
    await loadBundles('lrdx-carousel');
  });
  afterEach(() => unmountAll());

  it('shows its controls, moves by arrow keys and by the buttons, and keeps hidden slides out of the Tab order', async () => {
    const el = mountElement('lrdx-carousel', { role: 'region', 'aria-label': 'Cars', style: STYLE }, carouselMarkup()) as Carousel;
    await frame();
    assert(!el.querySelector<HTMLElement>('.lrdx-carousel__controls')!.hidden, 'the controls are shown');
    const slides = [...el.querySelectorAll<HTMLElement>('.lrdx-carousel__slide')];
    await waitFor(() => slides[1]!.inert && !slides[0]!.inert, 'slides out of view to be inert');
    assert(el.querySelector<HTMLButtonElement>('.lrdx-carousel__prev')!.disabled, 'no previous slide at the start');

    el.querySelector<HTMLElement>('.lrdx-carousel__viewport')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => el.selectedIndex === 1, 'ArrowRight to select slide 2');
    await waitFor(() => !slides[1]!.inert && slides[0]!.inert, 'slide 2 to be the reachable one');
    await sendKeys({ press: 'Tab' });
    assert(document.activeElement?.textContent === 'Slide 2', `Tab reaches the visible slide only: ${document.activeElement?.textContent}`);

    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    assert(document.activeElement?.getAttribute('aria-label') === 'Next', 'then the next button');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.selectedIndex === 2, 'Enter on Next to select slide 3');
    assert(el.querySelector<HTMLButtonElement>('.lrdx-carousel__next')!.disabled, 'no next slide at the end');
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.selectedIndex === 1, 'Enter on Previous to go back');
  });

  it('moves by one slide per press after it was taken out of the page and put back (a block moved by the editor)', async () => {
    const el = mountElement('lrdx-carousel', { style: STYLE }, carouselMarkup()) as Carousel;
    await frame();
    const parent = el.parentElement!;
    el.remove();
    parent.append(el);
    await frame();
    el.querySelector<HTMLButtonElement>('.lrdx-carousel__next')!.click();
    await waitFor(() => el.selectedIndex === 1, 'Next to select slide 2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert(el.selectedIndex === 1, `one press moves one slide, not one per connection: slide ${el.selectedIndex + 1}`);
  });

  it('mirrors the arrow keys in RTL', async () => {
    const el = mountElement('lrdx-carousel', { dir: 'rtl', style: STYLE }, carouselMarkup()) as Carousel;
    await frame();
    el.querySelector<HTMLElement>('.lrdx-carousel__viewport')!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => el.selectedIndex === 1, 'ArrowLeft to move forward in RTL');
  });

  it('autoplays with each slide’s own duration, runs the timer bar, and stops on focus and on Pause', async () => {
    const el = mountElement(
      'lrdx-carousel',
      { autoplay: '300', style: STYLE },
      carouselMarkup({ autoplay: true, timer: true }),
    ) as Carousel;
    await frame();
    const bar = el.querySelector<HTMLElement>('.lrdx-carousel__timer')!;
    await waitFor(() => bar.hasAttribute('data-running'), 'the timer bar to run');
    await waitFor(() => el.selectedIndex === 1, 'autoplay to reach slide 2');
    await waitFor(() => bar.style.getPropertyValue('--lrdx-timer-ms') === '400ms', 'slide 2 to run for its own 400 ms');
    assert(el.querySelector('.lrdx-carousel__track')!.getAttribute('aria-live') === 'off', 'a rotating carousel does not announce');

    const play = el.querySelector<HTMLButtonElement>('.lrdx-carousel__play')!;
    play.focus();
    await frame();
    assert(!bar.hasAttribute('data-running'), 'focus inside stops the timer');
    await sendKeys({ press: 'Enter' });
    assert(play.textContent === 'Play', `the button now offers Play: ${play.textContent}`);
    play.blur();
    const at = el.selectedIndex;
    await new Promise((resolve) => setTimeout(resolve, 900));
    assert(el.selectedIndex === at, 'paused: no slide change');
    assert(el.querySelector('.lrdx-carousel__track')!.getAttribute('aria-live') === 'polite', 'a still carousel announces');
  });
});
