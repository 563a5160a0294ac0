/** <lrdx-update-checker> as shipped (dist/) in real Chromium: dropdowns, results, the modal, keyboard and axe. */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, shadowOf, assertNoAxeViolations, onBundles } from '../testing/browser-fixture.js';

const CONFIG = {
  result_text_label: '{amount} results for {parent} {child}',
  info_text_below: 'Keep the engine running.',
  subblocks_mapper: {
    dropdowns: [
      { label: 'Defender', key: 'defender', children: ['2020', '2023'] },
      { label: 'Discovery', key: 'discovery', children: ['2019'] },
    ],
    subblocks_groups: [
      { key: 'pivi-pro', match_dropdowns: [{ parent_key: 'defender', child_key: ['2023'] }] },
      { key: 'pivi', match_dropdowns: [{ parent_key: 'defender', child_key: ['2020'] }] },
      { key: 'incontrol', match_dropdowns: [{ parent_key: 'discovery', child_key: [] }] },
    ],
  },
  groups: [
    {
      subblock_key: 'pivi-pro',
      button_text: 'How to update',
      modal_title: 'Pivi Pro',
      modal_description: 'Connect to Wi-Fi.',
      modal_button: { label: 'Book', url: '/en/contact-us' },
    },
    {
      subblock_key: 'pivi',
      button_text: 'How to update',
      modal_title: 'Pivi',
      modal_description: 'Use a USB stick.',
      modal_button: { label: '', url: '' },
    },
    {
      subblock_key: 'incontrol',
      button_text: 'How to update',
      modal_title: 'InControl',
      modal_description: 'At your retailer.',
      modal_button: { label: '', url: '' },
    },
  ],
};

const mount = (lang: string) => mountElement('lrdx-update-checker', { lang, config: JSON.stringify(CONFIG) });
const root = shadowOf;
const select = (el: HTMLElement, id: string) => root(el).querySelector<HTMLSelectElement>(`#lrdx-update-${id}`);
const choose = async (el: HTMLElement, id: string, value: string) => {
  // The year options appear once the model is chosen: wait for the option before choosing it.
  const s = await waitFor(() => {
    const found = select(el, id);
    return found && [...found.options].some((o) => o.value === value) && found;
  }, `the ${id} option ${value}`);
  s.value = value;
  s.dispatchEvent(new Event('change', { bubbles: true }));
};
const action = (el: HTMLElement, name: string) => root(el).querySelector<HTMLElement>(`[data-action="${name}"]`);

describe('<lrdx-update-checker>', () => {
  onBundles('lrdx-update-checker');

  // First in the file: Arabic's texts are not loaded yet, so the element renders before they come.
  it('draws no title or label before it has words for them: nothing grows and moves when the texts come', async () => {
    const el = mount('ar');
    const empty: string[] = [];
    const check = () => {
      for (const node of root(el).querySelectorAll('h2, label, legend'))
        if (!node.textContent?.trim()) empty.push(node.outerHTML.slice(0, 60));
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(root(el), { childList: true, subtree: true, characterData: true });
    await waitFor(() => select(el, 'parent'), 'the model choice');
    observer.disconnect();
    check();
    assert(empty.length === 0, `empty titles or labels drawn while loading: ${empty.join(', ')}`);
    assert(root(el).querySelector('h2')?.textContent?.trim(), 'the title once the texts are there');
  });

  it('shows the group of the chosen model and year with the filled result label, and its modal', async () => {
    const el = mount('en');
    await waitFor(() => root(el).textContent?.includes('Show me'), 'the Show me button');
    assert(select(el, 'child')?.disabled, 'the year list waits for a model');
    await choose(el, 'parent', 'defender');
    await choose(el, 'child', '2023');
    action(el, 'show')?.click();
    await waitFor(() => root(el).querySelector('[data-group="pivi-pro"]'), 'the Pivi Pro group');
    assert(!root(el).querySelector('[data-group="pivi"]'), 'only the matching group');
    assert(root(el).textContent?.includes('1 results for Defender 2023'), `label: ${root(el).textContent}`);
    action(el, 'open-modal')?.click();
    const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'), 'the modal');
    assert(
      dialog.textContent?.includes('Connect to Wi-Fi.') && dialog.querySelector('a[href="/en/contact-us"]'),
      'the modal texts and button',
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root(el).querySelector('dialog[open]'), 'the modal closed by Escape');
    action(el, 'clear')?.click();
    await waitFor(() => !root(el).querySelector('[data-group]'), 'clear hides the results');
  });

  it('in Kurdish: right to left, Kurdish digits in the count, every year of a model', async () => {
    const el = mount('ku');
    await waitFor(() => root(el).textContent?.includes('نیشانم بدە'), 'the Kurdish button');
    const section = root(el).querySelector('section');
    assert(section?.dir === 'rtl', 'rtl');
    await choose(el, 'parent', 'defender');
    action(el, 'show')?.click();
    await waitFor(() => root(el).querySelectorAll('[data-group]').length === 2, 'both Defender groups');
    assert(root(el).textContent?.includes('٢ results for Defender هەموو ساڵەکان'), `label: ${root(el).textContent}`);
  });

  it('has no accessibility violations (axe) in the three languages, with results and with the modal', async () => {
    for (const lang of ['ku', 'ar', 'en']) {
      const el = mount(lang);
      await waitFor(() => action(el, 'show')?.textContent, `${lang} texts`);
      await choose(el, 'parent', 'discovery');
      action(el, 'show')?.click();
      await waitFor(() => root(el).querySelector('[data-group="incontrol"]'), `${lang} results`);
      await assertNoAxeViolations(el, `${lang} results`);
      action(el, 'open-modal')?.click();
      await waitFor(() => root(el).querySelector('dialog[open]'), `${lang} modal`);
      await assertNoAxeViolations(el, `${lang} modal`);
      el.remove();
    }
  });
});
