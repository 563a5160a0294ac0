/** <lrdx-fab> from the shipped bundle: dynamic-content decisions re-render the bar, which hides when empty. */
import { assert, loadBundles, mountElement, unmountAll } from '../../../widgets/testing/browser-fixture.js';
import { frame } from '../testing/shell-markup.js';

const config = {
  items: [
    { link: { url: '/en/offers', link_text: 'Offers' }, icon: 'tag', dc_strategy: { key: 'offers', value: ['defender'] } },
    { link: { url: '/en/stock', link_text: 'Stock' }, icon: 'car', dc_strategy: { key: 'defender_sl', value: ['110'] } },
  ],
};

describe('lrdx-fab', () => {
  before(() => loadBundles('lrdx-fab'));
  afterEach(() => unmountAll());

  it('keeps the server items until strategies decide, then shows only what they allow', async () => {
    const el = mountElement(
      'lrdx-fab',
      { 'data-config': JSON.stringify(config) },
      '<nav aria-label="Quick links"><ul><li><a href="/en/offers">Offers</a></li><li><a href="/en/stock">Stock</a></li></ul></nav>',
    );
    await frame();
    assert(el.querySelectorAll('li').length === 2, 'server items stay while data loads');
    (el as unknown as { dcPredicate: (s: { key: string }) => boolean }).dcPredicate = (s) => s.key !== 'offers';
    await frame();
    const labels = [...el.querySelectorAll('li')].map((li) => li.textContent?.trim());
    assert(labels.join() === 'Stock', `only allowed items: ${labels.join()}`);
    assert(!el.hidden, 'still shown');
    (el as unknown as { dcPredicate: () => boolean }).dcPredicate = () => false;
    await frame();
    assert(el.hidden, 'hidden when nothing is left');
  });
});
