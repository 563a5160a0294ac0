/** <lrdx-infotainment-identifier> from the shipped bundle in Chromium: choose by keyboard, the how-to dialog, axe. */
import { sendKeys } from '@web/test-runner-commands';
import { assert, loadAxe, loadBundles, mountElement, unmountAll } from '../../../widgets/testing/browser-fixture.js';
import { frame } from '../../elements/testing/shell-markup.js';

/** What render.tsx renders for two options (Kurdish page). */
const card = (index: number, option: string, system: string) => `
  <article class="lrdx-info__card" data-info-group="${index}" aria-labelledby="info-h-${index}">
    <div class="lrdx-info__body">
      <h3 id="info-h-${index}" class="lrdx-info__model" tabindex="-1">ئۆتۆمبێلەکەت (${option}) ئەم سیستەمەی هەیە</h3>
      <p class="lrdx-info__system"><bdi>${system}</bdi></p>
      <details class="lrdx-info__howto" data-info-fallback><summary>چۆن نوێی بکەیتەوە</summary><p>Wi-Fi</p></details>
      <button type="button" data-info-open hidden>چۆن نوێی بکەیتەوە</button>
      <dialog class="lrdx-info__dialog" data-info-dialog aria-labelledby="info-d-${index}">
        <h4 id="info-d-${index}">${system}</h4>
        <p>ئۆتۆمبێلەکە بە Wi-Fi ببەستەوە.</p>
        <form method="dialog"><button type="submit">داخستن</button></form>
      </dialog>
    </div>
  </article>`;
const markup = `
  <h2>ئۆتۆمبێلەکەم کام سیستەمی زانیاری و سەرگەرمی هەیە؟</h2>
  <form class="lrdx-info__form" data-info-form hidden>
    <label for="info-select">مۆدێل و ساڵی مۆدێل</label>
    <select id="info-select" required>
      <option value="">ئۆتۆمبێلەکەت هەڵبژێرە</option>
      <option value="0">Defender 2020–2024</option>
      <option value="1">Discovery Sport 2015–2019</option>
    </select>
    <button type="submit">نیشانم بدە</button>
  </form>
  <div data-info-groups aria-live="polite">${card(0, 'Defender 2020–2024', 'Pivi Pro')}${card(1, 'Discovery Sport 2015–2019', 'InControl Touch')}</div>`;

const visible = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[data-info-group]')]
    .filter((c) => !c.hidden)
    .map((c) => c.dataset.infoGroup)
    .join(',');

describe('lrdx-infotainment-identifier', () => {
  before(() => loadBundles('lrdx-infotainment-identifier'));
  afterEach(() => unmountAll());

  it('shows the chosen vehicle’s system, focuses its heading, and opens and closes the how-to dialog by keyboard', async () => {
    document.documentElement.dir = 'rtl';
    const el = mountElement('lrdx-infotainment-identifier', {}, markup);
    await frame();
    assert(!el.querySelector<HTMLElement>('[data-info-form]')!.hidden, 'the select shows');
    assert(visible(el) === '', `no card before a choice: ${visible(el)}`);
    assert(!el.querySelector('[data-info-fallback]'), 'the no-script disclosures are gone');
    const select = el.querySelector('select')!;
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await frame();
    assert(visible(el) === '1', `only Discovery Sport: ${visible(el)}`);
    assert(document.activeElement?.id === 'info-h-1', `focus on the card heading: ${document.activeElement?.id}`);
    const open = el.querySelector<HTMLButtonElement>('[data-info-group="1"] [data-info-open]')!;
    assert(!open.hidden, 'the how-to button shows');
    open.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = el.querySelector<HTMLDialogElement>('[data-info-group="1"] dialog')!;
    assert(dialog.open, 'the how-to dialog opens');
    await sendKeys({ press: 'Escape' });
    await frame();
    assert(!dialog.open && document.activeElement === open, 'Escape closes it and focus returns to the button');
  });

  it('has no accessibility violations (axe) with a card and with the dialog open', async () => {
    const axe = await loadAxe();
    const el = mountElement('lrdx-infotainment-identifier', {}, markup);
    await frame();
    const select = el.querySelector('select')!;
    select.value = '0';
    el.querySelector<HTMLButtonElement>('[data-info-form] button')!.click();
    await frame();
    const check = async (what: string) => {
      const results = await axe.run(el, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] } });
      const violations = results.violations.map((v) => `${v.id}: ${v.help}`);
      assert(violations.length === 0, `axe (${what}):\n${violations.join('\n')}`);
    };
    await check('card');
    el.querySelector<HTMLButtonElement>('[data-info-group="0"] [data-info-open]')!.click();
    await check('dialog');
  });
});
