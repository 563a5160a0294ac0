import { describe, expect, it } from 'vitest';
import { chooseFabConfig, decideFabConfig, fabHasItems, readFabConfig, visibleFabItems, type DcStrategy } from './fab.js';

const item = (n: number, extra: Record<string, unknown> = {}) => ({
  link: { url: `/p${n}`, link_text: `Item ${n}`, target: '_self', type: 'internal' },
  icon: 'car',
  ...extra,
});

describe('FAB rules', () => {
  it('defaults to 4 on desktop and 3 on mobile', () => {
    const shown = visibleFabItems(readFabConfig([1, 2, 3, 4, 5].map((n) => item(n))));
    expect(shown.map((s) => [s.link.link_text, s.onDesktop, s.onMobile])).toEqual([
      ['Item 1', true, true],
      ['Item 2', true, true],
      ['Item 3', true, true],
      ['Item 4', true, false],
      ['Item 5', false, false],
    ]);
  });

  it('takes counts from the configuration and drops items without a URL or label', () => {
    const config = readFabConfig({
      items: [item(1), { link: { url: '/x' } }, { icon: 'x' }, null, item(2)],
      desktop_count: 1,
      mobile_count: 0,
    });
    expect(config.items).toHaveLength(2);
    expect(config.desktopCount).toBe(1);
    expect(config.mobileCount).toBe(3);
  });

  it('the page block wins when it has items, else the global setting', () => {
    const global = readFabConfig([item(1)]);
    const block = readFabConfig([item(9)]);
    expect(chooseFabConfig(global, block)).toBe(block);
    expect(chooseFabConfig(global, readFabConfig([]))).toBe(global);
    expect(chooseFabConfig(global, null)).toBe(global);
  });

  it('asks the strategy predicate; a hidden item gives way to its fallback or disappears', () => {
    const config = readFabConfig([
      item(1, { dc_strategy: { key: 'offers', value: ['defender'] } }),
      item(2, { dc_strategy: { key: 'offers', value: [], fallback_link: { url: '/all', link_text: 'All offers' } } }),
      item(3),
    ]);
    const hideOffers = (s: DcStrategy) => s.key !== 'offers';
    expect(visibleFabItems(config, hideOffers).map((s) => s.link.link_text)).toEqual(['All offers', 'Item 3']);
    expect(visibleFabItems(config).map((s) => s.link.link_text)).toEqual(['Item 1', 'Item 2', 'Item 3']);
  });

  it('is shown only when it has items', () => {
    expect(fabHasItems(visibleFabItems(readFabConfig([])))).toBe(false);
    expect(fabHasItems(visibleFabItems(readFabConfig('garbage')))).toBe(false);
    expect(fabHasItems(visibleFabItems(readFabConfig([item(1)])))).toBe(true);
  });

  it('reads a strategy saved as JSON text by the block editor, and ignores text that is not JSON', () => {
    const config = readFabConfig([item(1, { dc_strategy: '{"key":"offers","value":["defender"]}' }), item(2, { dc_strategy: '{oops' })]);
    expect(config.items.map((i) => i.dc_strategy?.key ?? null)).toEqual(['offers', null]);
  });

  it('decides every strategy once on the server, leaving none for the browser', () => {
    const config = readFabConfig([
      item(1, { dc_strategy: { key: 'offers', value: ['x'] } }),
      item(2, { dc_strategy: { key: 'offers', value: ['x'], fallback_link: { url: '/all', link_text: 'All' }, fallback_icon: 'info' } }),
      item(3, { dc_strategy: { key: 'used_sl', value: ['x'] } }),
    ]);
    const decided = decideFabConfig(config, (s) => s.key !== 'offers');
    expect(decided.items.map((i) => [i.link.link_text, i.icon, i.dc_strategy])).toEqual([
      ['All', 'info', null],
      ['Item 3', 'car', null],
    ]);
  });
});
