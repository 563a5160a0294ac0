/** <lrdx-site-header> (lit) from the shipped bundle: hash links land below the header, focus follows. */
import { assert, loadBundles, mountElement, unmountAll, waitFor } from '../../../widgets/testing/browser-fixture.js';
import { frame } from '../testing/shell-markup.js';

describe('lrdx-site-header', () => {
  before(() => loadBundles('lrdx-site-header'));
  afterEach(() => {
    unmountAll();
    scrollTo(0, 0);
  });

  it('scrolls a hash link target to just below the header (--lrdx-header-height) and focuses it', async () => {
    const header = mountElement(
      'lrdx-site-header',
      { style: 'display:block; position:sticky; top:0; --lrdx-header-height: 80px' },
      '<header style="block-size:60px">Site <a href="#far">Far</a></header>',
    );
    const page = mountElement(
      'div',
      {},
      '<div style="block-size:2000px"></div><h2 id="far">Far away</h2><div style="block-size:2000px"></div>',
    );
    await frame();
    header.querySelector('a')!.click();
    const target = page.querySelector('#far')!;
    await waitFor(
      () => Math.abs(target.getBoundingClientRect().top - 80) < 2,
      `target 80px below the top, at ${target.getBoundingClientRect().top}`,
    );
    assert(document.activeElement === target, 'focus moved to the target');
    assert(location.hash === '#far', 'hash in the address bar');
    history.replaceState(null, '', location.pathname + location.search);
  });
});
