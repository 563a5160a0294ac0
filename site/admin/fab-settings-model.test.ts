import { describe, expect, it } from 'vitest';
import { readFabConfig } from '../../domain/shell/fab.js';
import { forLanguage } from '../../domain/shell/localised.js';
import { readFabSetting, writeFabSetting } from './fab-settings-model.js';

const STORED = JSON.stringify({
  ku: {
    desktop_count: 4,
    mobile_count: 3,
    items: [
      {
        link: { url: '/stock', link_text: 'ئۆتۆمبێلەکان', target: '_self', type: 'internal' },
        icon: 'car',
        dc_strategy: { key: 'offers', value: ['x'] },
      },
    ],
  },
  en: { desktop_count: 2, mobile_count: 1, items: [] },
});

describe('quick-links setting', () => {
  it('reads each language, with the documented defaults where nothing is stored', () => {
    const drafts = readFabSetting(STORED);
    expect(drafts.ku.items[0]).toMatchObject({ link_text: 'ئۆتۆمبێلەکان', url: '/stock', icon: 'car' });
    expect(drafts.en).toMatchObject({ desktop_count: 2, mobile_count: 1, items: [] });
    expect(drafts.ar).toEqual({ desktop_count: 4, mobile_count: 3, items: [] });
    expect(readFabSetting('{broken').ku.items).toEqual([]);
  });

  it('writes what the site reads back, keeping strategies and dropping empty items', () => {
    const drafts = readFabSetting(STORED);
    drafts.ku.items.push({ link_text: '', url: '/x', target: '_self', type: 'internal', icon: '', dc_strategy: null });
    drafts.ar.items.push({
      link_text: 'اتصل بنا',
      url: '/contact-us',
      target: '_blank',
      type: 'internal',
      icon: 'phone',
      dc_strategy: null,
    });
    const written = writeFabSetting(drafts);
    const ku = readFabConfig(forLanguage(written, 'ku'));
    expect(ku.items).toHaveLength(1);
    expect(ku.items[0]?.dc_strategy).toEqual({ key: 'offers', value: ['x'] });
    const ar = readFabConfig(forLanguage(written, 'ar'));
    expect(ar.items[0]?.link).toEqual({ url: '/contact-us', link_text: 'اتصل بنا', target: '_blank', type: 'internal' });
  });
});
