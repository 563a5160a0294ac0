import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderConfig, OrderOnlineError } from '../../state-machines/order-online/index.js';
import type { OrderOnlineData } from '../../domain/order-online-storage.js';
import type { CardStep } from '../features/card-payment/index.js';
import { CheckoutView } from './checkout-view.js';
import { orderOnlineI18n, typed, type Translate } from './texts.js';
import en from './translations/en.js';
import ku from './translations/ku.js';

const translate =
  (texts: Record<string, string>): Translate =>
  (key, values) =>
    (texts[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));

// The error and decline notices read neither the config's details, the data nor the card step:
// minimal stand-ins keep the test about what the visitor reads.
const config = { reservationFee: null, currency: 'IQD' } as unknown as OrderConfig;
const data = {} as unknown as OrderOnlineData;
const step = {} as unknown as CardStep;

const view = (phase: string, error: OrderOnlineError | null, texts: Record<string, string> = en, language = 'en', t = translate(texts)) =>
  renderToStaticMarkup(
    <CheckoutView
      t={t}
      language={language}
      phase={phase}
      focus={false}
      config={config}
      data={data}
      error={error}
      orderNumber={null}
      termsUrl="/terms"
      verifiedPhone={null}
      send={() => {}}
      card={{ step, apiBase: '', declined: null }}
    />,
  );

describe('order online checkout notices', () => {
  it('a declined card says so and offers another card, not "refresh the page"', () => {
    const html = view('paymentError', null);
    expect(html).toContain('Your card was declined');
    expect(html).toContain('Try another card');
    expect(html).not.toContain('refresh the page');
  });

  it('a rate-limit refusal says how many minutes to wait, not the generic error frame', async () => {
    // The widget's own texts (plural rules, the page's digits).
    const [tEn, tKu] = await Promise.all([orderOnlineI18n.load('en'), orderOnlineI18n.load('ku')]);
    const html = view(
      'error',
      { code: 'rate_limited', message: 'Too many requests: try again in 125 s', retryAfterSeconds: 125 },
      en,
      'en',
      typed(tEn),
    );
    expect(html).toContain('Too many attempts. Please try again in 3 minutes.');
    expect(html).not.toContain('Something went wrong');
    const kurdish = view('error', { code: 'rate_limited', message: 'x', retryAfterSeconds: 125 }, ku, 'ku', typed(tKu));
    expect(kurdish).toContain('تکایە دوای ٣ خولەک دووبارە هەوڵ بدەرەوە');
  });
});
