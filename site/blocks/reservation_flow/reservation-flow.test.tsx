/** The flow blocks: slot defaults equal the widgets' English texts, only edited slots reach the element, links carry the language. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_SLOT_TEXTS_EN } from '../../../domain/cancellation-slot-texts.js';
import phoneVerificationEn from '../../../domain/phone-verification-texts.js';
import { RESERVATION_SLOT_TEXTS_EN } from '../../../domain/reservation-slot-texts.js';
import softLockEn from '../../../domain/soft-lock-texts.js';
import { CANCELLATION_SLOT_DEFAULTS } from '../cancellation_flow/defaults.js';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';
import { RESERVATION_SLOT_DEFAULTS } from './defaults.js';
import { reservationFlowTemplate } from './template.js';

const ALIASES: Record<string, string> = {
  soft_lock_info: 'softLock.info',
  soft_lock_expired_title: 'softLock.expiredTitle',
  soft_lock_expired_text: 'softLock.expiredText',
  soft_lock_expired_button: 'softLock.reattempt',
};
const render = (template: string, props: Record<string, unknown>) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template, props }, testRenderContext())}</>);
const attribute = (html: string, name: string) => {
  const match = new RegExp(`${name}="([^"]*)"`).exec(html)?.[1] ?? '';
  return match.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
};

describe('reservation and cancellation flow blocks', () => {
  it('default every slot to the English texts the widgets also start from (domain/), with the spec’s texts verbatim', () => {
    // The widgets' English tables are checked against the same domain texts in widgets/reservation/slot-texts.test.ts.
    const en: Record<string, string> = { ...RESERVATION_SLOT_TEXTS_EN, ...softLockEn, ...phoneVerificationEn };
    for (const [slot, text] of Object.entries(RESERVATION_SLOT_DEFAULTS)) expect(en[ALIASES[slot] ?? slot], slot).toBe(text);
    expect(CANCELLATION_SLOT_DEFAULTS).toEqual(CANCELLATION_SLOT_TEXTS_EN);
    expect(RESERVATION_SLOT_DEFAULTS).toMatchObject({
      reservation_fee_currency_symbol: '$',
      payment_error_title: 'Something went wrong',
      payment_error_paragraph: 'Sorry, an error occured. Please try again or refresh the page.',
      payment_error_prefix: 'Error message:',
    });
    expect(RESERVATION_SLOT_DEFAULTS.soft_lock_info).toContain('{{ soft_lock_time }}');
    for (const slot of Object.keys(RESERVATION_SLOT_DEFAULTS))
      expect(reservationFlowTemplate.fields[slot as 'landing_title']).toMatchObject({ translatable: true });
  });

  it('renders the reservation element with only the edited slots, the language and the cancellation page', () => {
    const html = render('reservation_flow', {
      heading: 'حیجزکردن',
      list_key: 'erbil-retailer',
      landing_title: 'بەخێربێیت',
      payment_error_title: 'Something went wrong',
    });
    expect(html).toContain('<h1 class="lrdx-heading">حیجزکردن</h1>');
    expect(html).toContain('<lrdx-reservation class="lrdx-reservation" list-key="erbil-retailer" lang="ku"');
    expect(JSON.parse(attribute(html, 'texts'))).toEqual({ landing_title: 'بەخێربێیت' });
    expect(attribute(html, 'cancel-href')).toBe('/ku/cancel-reservation');
    expect(html).toContain('<noscript>');
  });

  it('with the welcome the server drew: puts it in the element, which then waits for a touch unless a reservation is kept', () => {
    const ctx = { ...testRenderContext(), reservationFirstScreens: new Map([['{}', '<style></style><p>welcome</p>']]) };
    const html = renderToStaticMarkup(<>{renderBlock({ id: 'b', template: 'reservation_flow', props: {} }, ctx)}</>);
    expect(html).toContain('data-first-screen="server"');
    expect(attribute(html, 'data-load-on')).toBe('interaction');
    expect(attribute(html, 'data-load-if-stored')).toBe('sl_order_online_reservation');
    expect(html).toMatch(
      /<lrdx-reservation [^>]*><template shadowrootmode="open"><style><\/style><p>welcome<\/p><\/template><\/lrdx-reservation>/,
    );
    // Without a drawing the editor's choice stands.
    expect(attribute(render('reservation_flow', {}), 'data-load-on')).toBe('ready');
  });

  it('renders the cancellation element, which reads the lead from the page URL', () => {
    const html = render('cancellation_flow', { cancelled_title: 'هەڵوەشایەوە' });
    expect(html).toContain('<lrdx-cancellation class="lrdx-cancellation" lang="ku"');
    expect(JSON.parse(attribute(html, 'texts'))).toEqual({ cancelled_title: 'هەڵوەشایەوە' });
    expect(html).not.toContain('lead-id');
  });
});
