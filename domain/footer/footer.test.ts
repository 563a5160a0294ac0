import { describe, expect, it } from 'vitest';
import { EMPTY_FOOTER, filterFooterItems, footerStrategyKeys, isFooterEmpty, normaliseFooterConfig } from './footer-config.js';
import { normaliseFooterItem, normaliseFooterItems } from './footer-item.js';
import { socialNetworkOf } from './social-networks.js';

describe('footer items', () => {
  it('drops image items without src and non-wrapper items without label', () => {
    expect(normaliseFooterItem({ type: 'image', image: { alt: 'x' } })).toBeNull();
    expect(normaliseFooterItem({ type: 'link', url: '/x' })).toBeNull();
    expect(normaliseFooterItem({ type: 'social', label: ' ', icon: 'facebook' })).toBeNull();
    expect(normaliseFooterItem('junk')).toBeNull();
    expect(normaliseFooterItem({ type: 'image', image: { src: '/media/a.png' } })).not.toBeNull();
  });
  it('makes unknown targets _self and adds noopener to new windows', () => {
    expect(normaliseFooterItem({ label: 'A', url: '/a', target: '_parent' })).toMatchObject({ target: '_self', type: 'link' });
    expect(normaliseFooterItem({ label: 'A', url: 'https://x', target: '_blank' })?.rel).toBe('noopener');
    expect(normaliseFooterItem({ label: 'A', url: 'https://x', target: '_blank', rel: 'nofollow' })?.rel).toBe('nofollow noopener');
  });
  it('gives images 200×80 by default and keeps a wrapper only with valid items', () => {
    expect(normaliseFooterItem({ type: 'image', image: { src: '/m.png', width: 'wide' } })?.image).toEqual({
      src: '/m.png',
      alt: '',
      width: 200,
      height: 80,
    });
    expect(normaliseFooterItem({ type: 'wrapper', items: [{ url: '/x' }] })).toBeNull();
    const wrapper = normaliseFooterItem({ type: 'wrapper', tag: 'span', items: [{ label: 'A' }, { url: '/no-label' }] });
    expect(wrapper).toMatchObject({ tag: 'span', items: [{ label: 'A' }] });
  });
  it('keeps id, class, icon, aria label and dc_strategy', () => {
    const item = normaliseFooterItem({
      label: 'FB',
      id: 'fb',
      class: 'c',
      icon: 'facebook',
      aria: { label: 'Facebook' },
      dc_strategy: { key: 'offers', value: ['x'] },
    });
    expect(item).toMatchObject({
      id: 'fb',
      class: 'c',
      icon: 'facebook',
      aria: { label: 'Facebook' },
      dc_strategy: { key: 'offers', value: ['x'] },
    });
  });
  it('names social networks case-insensitively', () => {
    expect(socialNetworkOf('TikTok')).toBe('tiktok');
    expect(socialNetworkOf('myspace')).toBeNull();
  });
});

describe('footer configuration', () => {
  it('drops empty rows and columns and keeps the valid parts', () => {
    const config = normaliseFooterConfig({
      columns: [
        {
          type: 'links',
          rows: [
            {
              heading: 'Models',
              heading_html_tag: 'H3',
              heading_link: { url: '/models', target: '_top' },
              items: [{ label: 'Defender', url: '/defender' }],
            },
            { heading: 'Empty', items: [{ url: '/x' }] },
          ],
        },
        { type: 'social', rows: [{ heading: 'Nobody', items: [] }] },
      ],
      medium_links: { heading: 'Legal', items: [] },
      middle_html: '  ',
      bottom_html: '<p>©</p>',
    });
    expect(config.columns).toHaveLength(1);
    expect(config.columns[0]?.rows).toEqual([
      {
        heading: 'Models',
        heading_html_tag: 'h3',
        heading_link: { url: '/models', target: '_self' },
        items: [expect.objectContaining({ label: 'Defender' })],
      },
    ]);
    expect(config.medium_links).toBeNull();
    expect(config.middle_html).toBe('');
    expect(config.bottom_html).toBe('<p>©</p>');
  });
  it('gives the empty footer for a value that is not an object (invalid JSON gives null)', () => {
    expect(normaliseFooterConfig(null)).toEqual(EMPTY_FOOTER);
    expect(isFooterEmpty(normaliseFooterConfig([1, 2]))).toBe(true);
  });
  it('accepts a search bar only with a label and a same-site action', () => {
    expect(normaliseFooterConfig({ search: { label: 'Search', action: 'https://evil.example/' } }).search).toBeNull();
    expect(normaliseFooterConfig({ search: { label: 'Search', action: '//evil.example/' } }).search).toBeNull();
    expect(normaliseFooterConfig({ search: { label: 'Search', action: '/stock' } }).search).toEqual({
      label: 'Search',
      placeholder: '',
      action: '/stock',
      param: 'q',
      button_label: 'Search',
    });
  });
  it('filters items and drops parts the filter empties, listing the strategies used', () => {
    const config = normaliseFooterConfig({
      columns: [{ rows: [{ heading: 'A', items: [{ label: 'hidden', dc_strategy: { key: 'offers', value: ['x'] } }] }] }],
      retailers: {
        heading: 'R',
        items: [{ label: 'Kept' }, { type: 'wrapper', items: [{ label: 'W', dc_strategy: { key: 'used_sl', value: 'a' } }] }],
      },
    });
    expect(footerStrategyKeys(config).sort()).toEqual(['offers', 'used_sl']);
    const filtered = filterFooterItems(config, (items) => items.filter((item) => item.label !== 'hidden'));
    expect(filtered.columns).toEqual([]);
    expect(filtered.retailers?.items).toHaveLength(2);
  });
  it('normalises an items list that is not a list to none', () => {
    expect(normaliseFooterItems({})).toEqual([]);
  });
});
