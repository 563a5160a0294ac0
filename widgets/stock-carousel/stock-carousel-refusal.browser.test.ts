/**
 * <lrdx-stock-carousel> as shipped, refused by the real server (docs/embedding.md,
 * "Troubleshooting"): it runs the stock locator's machine, so it says what the locator says: from
 * an origin the listing does not allow (this test page's, straight at the server, as a retailer's
 * page calls it) or with a list key that does not exist, the reason in the page language instead of
 * loading placeholders for ever, no retry button, and the exact fix in the console.
 */
import { assert, waitFor, mountElement, shadowOf, onBundles } from '../testing/browser-fixture.js';
import { consoleErrors, realServerOrigin } from '../testing/refusal-checks.js';

const mount = (attributes: Record<string, string>) => mountElement('lrdx-stock-carousel', attributes);
const text = (el: HTMLElement) => shadowOf(el).textContent ?? '';

describe('<lrdx-stock-carousel> refused by the server', () => {
  let serverOrigin = '';
  onBundles('lrdx-stock-carousel');
  before(async () => {
    serverOrigin = await realServerOrigin();
  });

  const cases = [
    ['ku', 'ئەم ماڵپەڕە ڕێگەی پێنەدراوە ئەم ئۆتۆمبێلانە پیشان بدات.', 'ckb', 'rtl'],
    ['en', 'This site is not allowed to show this stock.', 'en', 'ltr'],
  ] as const;
  for (const [lang, message, htmlLang, dir] of cases) {
    it(`says this site may not show the stock (${lang}), with no placeholders and no retry, and logs the allow command`, async () => {
      let el: HTMLElement | undefined;
      const fix = `npm run listing:allow -- --listing iraq --origin ${location.origin}`;
      const logged = await consoleErrors(async (lines) => {
        el = mount({ 'list-key': 'iraq', 'api-base': serverOrigin, lang });
        await waitFor(() => el && text(el).includes(message), `the refusal in ${lang}`);
        // The developer's line may follow the message by a task: wait for it while console.error is still captured.
        await waitFor(() => lines.some((line) => line.includes(fix)), 'the console line');
      });
      assert(el, 'mounted');
      const root = shadowOf(el);
      const alert = root.querySelector('[role="alert"]');
      assert(alert?.textContent === message, `the reason is announced: ${alert?.textContent}`);
      const section = root.querySelector('section');
      assert(section?.lang === htmlLang && section.dir === dir, `lang ${htmlLang}, dir ${dir}: ${section?.lang} ${section?.dir}`);
      assert(section.getAttribute('aria-busy') === 'false', 'no longer busy');
      assert(root.querySelectorAll('.lrdx-skeleton').length === 0, 'no loading placeholders left');
      assert(shadowOf(el).querySelectorAll('button').length === 0, 'no retry button (trying again cannot work)');
      assert(
        logged.some((line) => line.includes(fix) && line.includes('lrdx-stock-carousel')),
        `console.error names the carousel and the fix «${fix}»: ${logged.join(' | ')}`,
      );
    });
  }

  it('says the list does not exist for an unknown list-key, without a retry', async () => {
    let el: HTMLElement | undefined;
    const logged = await consoleErrors(async (lines) => {
      el = mount({ 'list-key': 'no-such-list', 'api-base': location.origin, lang: 'ar' });
      await waitFor(() => el && text(el).includes('قائمة السيارات هذه غير موجودة.'), 'the unknown-list message in Arabic');
      await waitFor(() => lines.some((line) => line.includes('no listing "no-such-list"')), 'the console line');
    });
    assert(el && shadowOf(el).querySelectorAll('button').length === 0, 'no retry button');
    assert(shadowOf(el).querySelector('section')?.lang === 'ar', 'in the page language');
    assert(
      logged.some((line) => line.includes('no listing "no-such-list"')),
      `console.error says which list key is missing: ${logged.join(' | ')}`,
    );
  });
});
