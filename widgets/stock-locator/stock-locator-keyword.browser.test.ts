/**
 * The stock search field as shipped (dist/), against the real server: typing searches after a
 * pause and opens the suggestion list (a combobox), the keyboard points at and chooses a
 * suggestion, the keyword goes to the URL and shows as a chip, and removing the chip clears it.
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, shadowOf, onBundles } from '../testing/browser-fixture.js';

const START = location.href;
const root = shadowOf;
const cards = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('li.lrdx-card:not(.lrdx-skeleton)')];
const settled = (el: HTMLElement) => root(el).querySelector('section')?.getAttribute('aria-busy') === 'false' && cards(el).length > 0;
const field = (el: HTMLElement) => root(el).querySelector<HTMLInputElement>('#lrdx-sl-keyword');
const keywordInUrl = () => new URL(location.href).searchParams.get('keyword');
const locator = () => mountElement('lrdx-stock-locator', { 'list-key': 'iraq', 'api-base': location.origin, lang: 'en' });

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
});
