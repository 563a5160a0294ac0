/**
 * The stock search field as shipped (dist/), against the real server: typing searches after a
 * pause and opens the suggestion list (a combobox), the keyboard points at and chooses a
 * suggestion, the keyword goes to the URL and shows as a chip, and removing the chip clears it; how
 * many suggestions appeared is announced, counted in the page language's plural forms.
 */
import { sendKeys } from '@web/test-runner-commands';
import { formatNumber } from '../../domain/number-format.js';
import { assert, waitFor, mountElement, shadowOf, onBundles } from '../testing/browser-fixture.js';

const START = location.href;
const root = shadowOf;
const cards = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('li.lrdx-card:not(.lrdx-skeleton)')];
const settled = (el: HTMLElement) => root(el).querySelector('section')?.getAttribute('aria-busy') === 'false' && cards(el).length > 0;
const field = (el: HTMLElement) => root(el).querySelector<HTMLInputElement>('#lrdx-sl-keyword');
const keywordInUrl = () => new URL(location.href).searchParams.get('keyword');
const locator = (lang = 'en') => mountElement('lrdx-stock-locator', { 'list-key': 'iraq', 'api-base': location.origin, lang });
const optionsOf = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')];
const keywordStatus = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[data-keyword-status]');
/** "N suggestions" as each language counts them: Sorani has one form, Arabic six (Intl.PluralRules picks). */
const SUGGESTION_FORMS: Record<'ku' | 'ar', Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  ku: { other: '{{count}} پێشنیار' },
  ar: {
    zero: 'لا توجد اقتراحات',
    one: 'اقتراح واحد',
    two: 'اقتراحان',
    few: '{{count}} اقتراحات',
    many: '{{count}} اقتراحًا',
    other: '{{count}} اقتراح',
  },
};
const suggestionsText = (lang: 'ku' | 'ar', count: number) => {
  const forms = SUGGESTION_FORMS[lang];
  return (forms[new Intl.PluralRules(lang).select(count)] ?? forms.other).replace('{{count}}', formatNumber(count, lang));
};

describe('<lrdx-stock-locator> stock search field', () => {
  onBundles('lrdx-stock-locator', { url: START });

  it('searches as the visitor types, chooses a suggestion with the keyboard and removes the keyword with its chip', async () => {
    const el = locator();
    await waitFor(() => settled(el) && field(el), 'the search field');
    const input = field(el) as HTMLInputElement;
    const label = root(el).querySelector(`label[for="${input.id}"]`);
    assert(label?.textContent === 'Search stock', `labelled: ${label?.textContent}`);
    assert(input.getAttribute('role') === 'combobox', 'a combobox');
    input.focus();
    await sendKeys({ type: 'defender 1' });
    await waitFor(() => keywordInUrl() === 'defender 1', 'the keyword in the URL');
    await waitFor(
      () => settled(el) && cards(el).every((c) => c.querySelector('h3')?.textContent?.startsWith('Defender')),
      'only Defenders',
    );
    await waitFor(() => input.getAttribute('aria-expanded') === 'true', 'the suggestion list open');
    const options = [...root(el).querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')];
    assert(options.length > 0 && options.length <= 8, `1–8 suggestions: ${options.length}`);
    const first = options[0]?.querySelector('bdi')?.textContent ?? '';
    assert(/^Defender 1[13]0$/.test(first), `a Defender with a 1: ${first}`);

    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => input.getAttribute('aria-activedescendant') === options[0]?.id, 'the first option pointed');
    assert(options[0]?.getAttribute('aria-selected') === 'true', 'the pointed option is selected');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => keywordInUrl() === first, `the chosen suggestion searched (${first})`);
    assert(input.value === first, `the field shows it: ${input.value}`);
    assert(input.getAttribute('aria-expanded') === 'false', 'the list closed');
    await waitFor(() => settled(el) && cards(el).every((c) => c.querySelector('h3')?.textContent === first), `only ${first}`);

    const chip = root(el).querySelector<HTMLButtonElement>('[data-chip="keyword"]');
    assert(chip?.textContent?.includes(first), `a chip for the keyword: ${chip?.textContent}`);
    chip?.click();
    await waitFor(() => keywordInUrl() === null, 'the keyword gone from the URL');
    await waitFor(() => input.value === '' && !root(el).querySelector('[data-chip="keyword"]'), 'field and chip cleared');
  });

  it('closes the list with Escape and keeps the text', async () => {
    const el = locator();
    await waitFor(() => settled(el) && field(el), 'the search field');
    const input = field(el) as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'vel' });
    await waitFor(() => input.getAttribute('aria-expanded') === 'true', 'the suggestion list open');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => input.getAttribute('aria-expanded') === 'false', 'the list closed');
    assert(input.value === 'vel', `the text stays: ${input.value}`);
  });

  for (const [lang, typed] of [
    ['ku', 'vel'],
    ['ar', 'def'],
  ] as const) {
    it(`announces how many suggestions appeared, in ${lang}, and falls silent when the list closes`, async () => {
      const el = locator(lang);
      await waitFor(() => settled(el) && field(el), 'the search field');
      const status = keywordStatus(el);
      // There before the list opens, so a screen reader follows its changes.
      assert(status?.getAttribute('role') === 'status' && status.getAttribute('aria-live') === 'polite', 'a polite live region');
      assert(status.textContent === '', `silent before typing: ${status.textContent}`);
      const input = field(el) as HTMLInputElement;
      input.focus();
      await sendKeys({ type: typed });
      await waitFor(() => input.getAttribute('aria-expanded') === 'true' && optionsOf(el).length > 0, 'the suggestion list open');
      await waitFor(
        () => keywordStatus(el)?.textContent === suggestionsText(lang, optionsOf(el).length),
        `"${suggestionsText(lang, optionsOf(el).length)}" announced, not "${keywordStatus(el)?.textContent}"`,
      );
      await sendKeys({ press: 'Escape' });
      await waitFor(() => input.getAttribute('aria-expanded') === 'false' && keywordStatus(el)?.textContent === '', 'silent again');
    });
  }
});
