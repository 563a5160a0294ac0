/**
 * <lrdx-finance-calculator> as shipped (dist/, Preact build) in real Chromium: the down payment is a
 * native range input a keyboard user moves with the arrow keys, and the monthly payment follows.
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, loadAxe, mountElement, shadowOf, waitFor, onBundles } from '../testing/browser-fixture.js';

/** One model at a round price and the default hire purchase (down payment 20–50 % in steps of 5). */
const CONFIG = JSON.stringify({
  models_info: [{ nameplate_key: 'defender', name: 'Defender 110', price: 60000 }],
  groups: [{ finance_product: 'hire_purchase', name: 'Hire purchase' }],
});

const mount = (lang: string) => mountElement('lrdx-finance-calculator', { 'api-base': location.origin, lang, config: CONFIG });
const downPayment = (el: HTMLElement) => shadowOf(el).querySelector<HTMLInputElement>('#lrdx-finance-down-payment');
const monthly = (el: HTMLElement) => shadowOf(el).querySelector('[data-output="monthly_payment"] dd')?.textContent?.trim() ?? '';
const fieldValue = (el: HTMLElement) => shadowOf(el).querySelector('[data-field="down-payment"] output')?.textContent?.trim() ?? '';

describe('<lrdx-finance-calculator>', () => {
  onBundles('lrdx-finance-calculator');

  it('changes the down payment with the keyboard, and the monthly payment follows', async () => {
    const el = mount('en');
    const slider = await waitFor(() => downPayment(el), 'the down payment slider');
    const before = await waitFor(() => /\d/.test(monthly(el)) && monthly(el), 'a monthly payment');
    assert(slider.value === '20' && fieldValue(el).includes('20'), `starts at 20 %: ${slider.value} / ${fieldValue(el)}`);
    assert(slider.labels?.[0]?.textContent?.trim(), 'the slider has a visible label');

    slider.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => slider.value === '25' && fieldValue(el).includes('25'), 'down payment 25 %');
    const after = await waitFor(() => monthly(el) !== before && monthly(el), 'a new monthly payment');
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    assert(amount(after) < amount(before), `a bigger down payment lowers the monthly payment: ${before} → ${after}`);

    // End goes to the maximum, and the machine never goes past it.
    await sendKeys({ press: 'End' });
    await waitFor(() => slider.value === '50' && fieldValue(el).includes('50'), 'down payment 50 %');
    await sendKeys({ press: 'ArrowRight' });
    assert(downPayment(el)?.value === '50', 'no further than 50 %');
    assert(slider.getAttribute('aria-valuetext')?.includes('50'), 'the screen reader hears the percentage');
  });

  it('moves the slider with the keyboard in Kurdish, right to left, with Kurdish digits', async () => {
    const el = mount('ku');
    const slider = await waitFor(() => downPayment(el), 'the down payment slider');
    const before = await waitFor(() => /[٠-٩]/.test(monthly(el)) && monthly(el), 'a monthly payment in Kurdish digits');
    assert(shadowOf(el).querySelector('section')?.dir === 'rtl', 'right to left');
    slider.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => slider.value === '25', 'down payment 25 %');
    await waitFor(() => monthly(el) !== before, 'a new monthly payment');
    const axe = await loadAxe();
    const results = await axe.run(el, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    assert(results.violations.length === 0, `axe: ${results.violations.map((v) => v.id).join(', ')}`);
  });

  /** Every text the calculator has drawn, recorded as it changes, so a passing first paint is caught too. */
  function recordTexts(el: HTMLElement): string[] {
    const seen: string[] = [];
    const root = shadowOf(el);
    const take = () => seen.push(root.textContent ?? '');
    new MutationObserver(take).observe(root, { subtree: true, childList: true, characterData: true });
    take();
    return seen;
  }
  const EURO = /€|یۆرۆ|يورو|EUR/;

  it('draws its first amounts in the currency the server wrote into it, never in a default one', async () => {
    const settings = JSON.stringify({ symbol: '$', currency_iso: 'USD', format: '^%', delimiter: ',' });
    const el = mountElement('lrdx-finance-calculator', {
      'api-base': location.origin,
      lang: 'ku',
      config: CONFIG,
      'price-settings': settings,
    });
    const seen = recordTexts(el);
    const first = await waitFor(() => /[٠-٩]/.test(monthly(el)) && monthly(el), 'a monthly payment');
    assert(first.includes('دۆلار'), `the first monthly payment is in dollars: ${first}`);
    assert(!seen.some((text) => EURO.test(text)), 'no euro amount was ever drawn');
  });

  it('shows no amount while the settings are unknown, and says so when they cannot be loaded', async () => {
    const el = mountElement('lrdx-finance-calculator', { 'api-base': `${location.origin}/no-such-api`, lang: 'ar', config: CONFIG });
    const seen = recordTexts(el);
    const error = await waitFor(() => shadowOf(el).querySelector('[role="alert"]')?.textContent?.trim(), 'the settings error');
    assert(/الأسعار/.test(error), `an Arabic message about the prices: ${error}`);
    assert(shadowOf(el).querySelector('button'), 'a retry button');
    assert(!seen.some((text) => EURO.test(text)), 'no euro amount was ever drawn');
    assert(monthly(el) === '', 'no monthly payment without a currency');
  });
});
