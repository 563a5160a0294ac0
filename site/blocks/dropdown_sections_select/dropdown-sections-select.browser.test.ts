/** <lrdx-sections-select> from the shipped bundle in Chromium: choose, change and clear by keyboard. */
import { sendKeys } from '@web/test-runner-commands';
import { assert, loadBundles, mountElement, unmountAll } from '../../../widgets/testing/browser-fixture.js';
import { frame } from '../../elements/testing/shell-markup.js';

/** What render.tsx renders for two options (Quotes → one block, Electric → two). */
const markup = `
  <form class="lrdx-sections-select__form" data-sections-form hidden>
    <label for="dss-select">Choose a section</label>
    <select id="dss-select" required>
      <option value="">All sections</option>
      <option value="0" data-blocks="dss-quotes">Quotes</option>
      <option value="1" data-blocks="dss-electric,dss-parallax">Electric</option>
    </select>
    <button type="submit">Show</button>
  </form>
  <p data-sections-selection role="status" hidden>
    <span>Your selection:</span> <strong data-sections-chosen></strong>
    <button type="button" data-sections-action="edit">Change</button>
    <button type="button" data-sections-action="clear">Clear</button>
  </p>
  <ul data-sections-links><li><a href="#dss-quotes">Quotes</a></li><li><a href="#dss-electric">Electric</a></li></ul>`;

const focusedText = (): string => document.activeElement?.textContent ?? '';
const valueOf = (select: HTMLSelectElement): string => select.value;
const shown = (): string => ['dss-quotes', 'dss-electric', 'dss-parallax'].filter((id) => !document.getElementById(id)!.hidden).join(',');

describe('lrdx-sections-select', () => {
  before(() => loadBundles('lrdx-sections-select'));
  afterEach(() => unmountAll());

  it('shows the chosen option’s blocks, then changes and clears by keyboard', async () => {
    const el = mountElement('lrdx-sections-select', {}, markup);
    for (const id of ['dss-quotes', 'dss-electric', 'dss-parallax']) mountElement('section', { id }, id);
    await frame();
    const select = el.querySelector('select')!;
    assert(!el.querySelector<HTMLElement>('[data-sections-form]')!.hidden, 'the form replaces the links');
    assert(el.querySelector<HTMLElement>('[data-sections-links]')!.hidden, 'the no-script links are hidden');

    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    assert(valueOf(select) === '1', `the arrows choose Electric: ${select.value}`);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await frame();
    assert(shown() === 'dss-electric,dss-parallax', `only Electric’s blocks: ${shown()}`);
    assert(el.querySelector('[data-sections-chosen]')!.textContent === 'Electric', 'the selection line names it');
    assert(focusedText() === 'Change', 'focus moves to Change');

    await sendKeys({ press: 'Enter' });
    await frame();
    assert(document.activeElement === select, 'Change returns to the select');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await frame();
    assert(shown() === 'dss-quotes', `only Quotes: ${shown()}`);

    await sendKeys({ press: 'Tab' });
    assert(focusedText() === 'Clear', 'Clear is next');
    await sendKeys({ press: 'Enter' });
    await frame();
    assert(shown() === 'dss-quotes,dss-electric,dss-parallax', `every block again: ${shown()}`);
    assert(valueOf(select) === '' && document.activeElement === select, 'the select is reset and focused');
  });
});
