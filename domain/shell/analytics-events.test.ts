import { describe, expect, it } from 'vitest';
import { analyticsEventForClick } from './analytics-events.js';

const origin = 'https://lr.example';
const click = (href: string, where: { inHeader?: boolean; inFooter?: boolean } = {}) =>
  analyticsEventForClick({ href, text: '  Stock\n locator ', origin, inHeader: false, inFooter: false, ...where });

describe('analytics event for a link click', () => {
  it('names header and footer clicks, even to other sites', () => {
    expect(click(`${origin}/ku/stock`, { inHeader: true })).toEqual({
      event: 'header_nav_click',
      link_text: 'Stock locator',
      link_url: `${origin}/ku/stock`,
    });
    expect(click('https://facebook.com/lr', { inFooter: true })?.event).toBe('footer_nav_click');
  });

  it('other links count only when they leave the site', () => {
    expect(click('https://www.landrover.com/')?.event).toBe('outbound_link_click');
    expect(click(`${origin}/ku/offers`)).toBeNull();
    expect(click('mailto:a@b.c')).toBeNull();
    expect(click('not a url')).toBeNull();
  });
});
