import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReservationVehicle } from '../../../state-machines/reservation/index.js';
import ar from '../translations/ar.js';
import en from '../translations/en.js';
import ku from '../translations/ku.js';
import { Checkout } from './checkout.js';

const vehicle: ReservationVehicle = {
  id: 7,
  model: 'Defender 110',
  version: 'X-Dynamic SE',
  vin: 'SALEA7AX1P2000007',
  year: 2025,
  price: 90000,
  priceHidden: false,
  image: '',
  dealer: 'Land Rover Erbil',
};

const checkout = (texts: Record<string, string>, language: string) =>
  renderToStaticMarkup(
    <Checkout
      t={(key) => texts[key] ?? key}
      language={language}
      focus={false}
      vehicle={vehicle}
      fee="$500"
      price="$90,000"
      expiresAt={Date.now() + 600_000}
      details={{ firstName: '', lastName: '', email: '', phone: '' }}
      termsAccepted={false}
      sending={false}
      onBack={() => {}}
      onChange={() => {}}
      onTerms={() => {}}
      onSubmit={() => {}}
      apiBase="https://lrdx.example"
      phoneRequired={false}
      verifiedPhone={null}
      onPhoneVerified={() => {}}
    />,
  );

describe('reservation checkout', () => {
  it.each([
    ['ku', ku, 'خوێندنەوەی مەرج و ڕێساکان'],
    ['ar', ar, 'اقرأ الشروط والأحكام'],
    ['en', en, 'Read the terms and conditions'],
  ] as const)('links the terms page in %s in a new tab, so the hold is not lost', (language, texts, label) => {
    const html = checkout(texts, language);
    const link = /<a class="lrdx-terms-link" href="([^"]+)" target="_blank" rel="noopener">([^<]+)<\/a>/.exec(html);
    expect(link?.[1]).toBe(`https://lrdx.example/${language}/terms-conditions`);
    expect(link?.[2]).toContain(label);
  });
});
