/**
 * <lrdx-modal-form> from the shipped bundle in Chromium: a form link button opens it with the
 * form's title and hidden fields; the close rules (domain/shell/modal-close.ts) with real keys and a real mouse.
 */
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { assert, loadBundles, mountElement, unmountAll } from '../../../widgets/testing/browser-fixture.js';
import { frame, modalFormMarkup } from '../testing/shell-markup.js';

const dialogOf = (el: Element) => el.querySelector('dialog')!;

async function mountWithTrigger(attributes: Record<string, string>) {
  const trigger = mountElement(
    'a',
    {
      href: '/en/contact-us',
      'data-lrdx-form-id': '7',
      'data-lrdx-form-title': 'Book a test drive',
      'data-lrdx-form-hidden-fields': '{"model":"defender"}',
    },
    'Book a test drive',
  );
  const el = mountElement('lrdx-modal-form', attributes, modalFormMarkup());
  await frame();
  trigger.focus();
  trigger.click();
  await frame();
  return { el, trigger, dialog: dialogOf(el) };
}

/** Presses at (x, y) and releases at (x2, y2), as a real mouse. */
async function drag(from: [number, number], to: [number, number]) {
  await sendMouse({ type: 'move', position: from });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'move', position: to });
  await sendMouse({ type: 'up' });
  await frame();
}

describe('lrdx-modal-form', () => {
  before(() => loadBundles('lrdx-modal-form'));
  afterEach(() => unmountAll());

  it('opens from a form link with its title and hidden fields; the close button closes and focus returns', async () => {
    const { el, dialog, trigger } = await mountWithTrigger({ 'allow-escape': '', 'close-on-backdrop': '' });
    assert(dialog.open, 'open');
    assert(location.pathname !== '/en/contact-us', 'the link did not navigate');
    assert(dialog.querySelector('h2')!.textContent === 'Book a test drive', 'form title shown');
    const form = dialog.querySelector('lrdx-form');
    assert(form?.getAttribute('form-id') === '7', 'the form element names the form');
    assert(form.getAttribute('hidden-fields') === '{"model":"defender"}', 'hidden fields carried');
    assert(dialog.querySelector<HTMLElement>('.lrdx-modal-form__unavailable')?.hidden !== false, 'no "not available" note beside a form');
    dialog.querySelector<HTMLButtonElement>('[data-modal-action="close"]')!.click();
    await frame();
    assert(!dialog.open, 'closed by the button');
    assert(document.activeElement === trigger, 'focus back on the trigger');
    assert(!dialog.querySelector('lrdx-form'), 'closing resets the form data');
    assert((el as unknown as { form: unknown }).form === null, 'no form data after closing');
  });

  it('Escape closes only when allowed', async () => {
    const allowed = await mountWithTrigger({ 'allow-escape': '' });
    await sendKeys({ press: 'Escape' });
    assert(!allowed.dialog.open, 'Escape closes when allowed');
    unmountAll();
    const strict = await mountWithTrigger({});
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    assert(strict.dialog.open, 'Escape does nothing when not allowed, even twice');
  });

  it('the backdrop closes only when pointer down and up were both on it, and backdrop closing is on', async () => {
    const { dialog } = await mountWithTrigger({ 'close-on-backdrop': '' });
    const box = dialog.getBoundingClientRect();
    const inside: [number, number] = [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
    const outside: [number, number] = [5, 5];
    await drag(inside, outside);
    assert(dialog.open, 'down inside, up outside: stays open');
    await drag(outside, inside);
    assert(dialog.open, 'down outside, up inside: stays open');
    await drag(outside, outside);
    assert(!dialog.open, 'down and up on the backdrop: closes');
    unmountAll();
    const off = await mountWithTrigger({});
    await drag(outside, outside);
    assert(off.dialog.open, 'backdrop closing off: stays open');
  });

  it('prevent-close blocks every way and hides the close button; Tab stays inside', async () => {
    const { dialog } = await mountWithTrigger({ 'allow-escape': '', 'close-on-backdrop': '', 'prevent-close': '' });
    assert(dialog.querySelector<HTMLButtonElement>('[data-modal-action="close"]')!.hidden, 'close button hidden');
    await sendKeys({ press: 'Escape' });
    await drag([5, 5], [5, 5]);
    assert(dialog.open, 'still open');
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: 'Tab' });
      assert(dialog.contains(document.activeElement), `Tab ${i + 1} stays in the dialog`);
    }
  });
});
