/** <lrdx-video-modal> from the shipped bundle in Chromium: YouTube in a nocookie iframe, files in <video>, closing stops playback. */
import { sendKeys } from '@web/test-runner-commands';
import { assert, loadBundles, mountElement, unmountAll } from '../../../widgets/testing/browser-fixture.js';
import { frame, videoModalMarkup } from '../testing/shell-markup.js';

describe('lrdx-video-modal', () => {
  before(() => loadBundles('lrdx-video-modal'));
  afterEach(() => unmountAll());

  it('plays YouTube links in the nocookie player and removes it on close', async () => {
    const el = mountElement('lrdx-video-modal', {}, videoModalMarkup());
    const link = mountElement('a', { href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'data-lrdx-video': 'Defender film' }, 'Watch');
    await frame();
    link.click();
    await frame();
    const dialog = el.querySelector('dialog')!;
    const iframe = el.querySelector('iframe');
    assert(dialog.open, 'open');
    assert(iframe?.src.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'), `nocookie embed: ${iframe?.src}`);
    assert(iframe?.title === 'Defender film', 'the player is named');
    await sendKeys({ press: 'Escape' });
    await frame();
    assert(!dialog.open && !el.querySelector('iframe'), 'closing removes the player (stops playback)');
  });

  it('plays video files in <video> and leaves other links alone', async () => {
    const el = mountElement('lrdx-video-modal', {}, videoModalMarkup());
    await frame();
    dispatchEvent(new CustomEvent('video-modal.open', { detail: { url: '/media/film.mp4', title: 'Film' } }));
    await frame();
    assert(el.querySelector('video[controls]')?.getAttribute('src') === `${location.origin}/media/film.mp4`, 'a <video> with controls');
    el.querySelector<HTMLButtonElement>('[data-modal-action="close"]')!.click();
    await frame();
    assert(!el.querySelector('video'), 'closing removes the video');
    const other = mountElement('a', { href: 'https://vimeo.com/1', 'data-lrdx-video': 'x' }, 'Vimeo');
    let prevented = false;
    other.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    other.click();
    assert(!prevented && !el.querySelector('dialog')!.open, 'an unplayable URL stays a link');
  });
});
