/**
 * <lrdx-stock-locator> as shipped, refused by the real server (docs/embedding.md,
 * "Troubleshooting"): called from an origin the listing does not allow (this test page's, straight
 * at the server, as a retailer's page calls it) or with a list key that does not exist, it says so
 * in the page language without a retry button, and tells the developer the exact fix in the console.
 */
import { assert, waitFor, mountElement, shadowOf, onBundles } from '../testing/browser-fixture.js';
import { consoleErrors, realServerOrigin } from '../testing/refusal-checks.js';

const mount = (attributes: Record<string, string>) => mountElement('lrdx-stock-locator', attributes);
const text = (el: HTMLElement) => shadowOf(el).textContent ?? '';

describe('<lrdx-stock-locator> refused by the server', () => {
  let serverOrigin = '';
  onBundles('lrdx-stock-locator');
  before(async () => {
    serverOrigin = await realServerOrigin();
  });

  const cases = [
    ['ku', 'ئەم ماڵپەڕە ڕێگەی پێنەدراوە ئەم ئۆتۆمبێلانە پیشان بدات.', 'ckb'],
    ['ar', 'هذا الموقع غير مسموح له بعرض هذه السيارات.', 'ar'],
    ['en', 'This site is not allowed to show this stock.', 'en'],
  ] as const;
  for (const [lang, message, htmlLang] of cases) {
    it(`says this site may not show the stock (${lang}), offers no retry, and logs the allow command`, async () => {
      let el: HTMLElement | undefined;
      const fix = `npm run listing:allow -- --listing iraq --origin ${location.origin}`;
      const logged = await consoleErrors(async (lines) => {
        el = mount({ 'list-key': 'iraq', 'api-base': serverOrigin, lang });
        await waitFor(() => el && text(el).includes(message), `the refusal in ${lang}`);
        // The developer's line may follow the message by a task: wait for it while console.error is still captured.
        await waitFor(() => lines.some((line) => line.includes(fix)), 'the console line');
      });
      assert(el, 'mounted');
      const alert = shadowOf(el).querySelector('[role="alert"]');
      assert(alert?.textContent === message, `the reason is announced: ${alert?.textContent}`);
      assert(shadowOf(el).querySelector('section')?.lang === htmlLang, `lang is ${htmlLang}`);
      assert(shadowOf(el).querySelectorAll('button').length === 0, 'no retry button (trying again cannot work)');
      assert(!text(el).includes('Try again'), 'no "Try again"');
      assert(
        logged.some((line) => line.includes(fix) && line.includes('lrdx-stock-locator')),
        `console.error names the fix «${fix}»: ${logged.join(' | ')}`,
      );
    });
  }

  it('says the list does not exist for an unknown list-key, without a retry', async () => {
    let el: HTMLElement | undefined;
    const logged = await consoleErrors(async (lines) => {
      el = mount({ 'list-key': 'no-such-list', 'api-base': location.origin, lang: 'en' });
      await waitFor(() => el && text(el).includes('This stock list does not exist.'), 'the unknown-list message');
      // The developer's line may follow the message by a task: wait for it while console.error is still captured.
      await waitFor(() => lines.some((line) => line.includes('no listing "no-such-list"')), 'the console line');
    });
    assert(el && shadowOf(el).querySelectorAll('button').length === 0, 'no retry button');
    assert(
      logged.some((line) => line.includes('no listing "no-such-list"')),
      `console.error says which list key is missing: ${logged.join(' | ')}`,
    );
  });
});
