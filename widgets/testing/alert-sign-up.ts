/**
 * Signing up for an e-mail alert with the keyboard, as the alert form of
 * widgets/features/alert-sign-up draws it wherever a widget offers it (a stock card, the showroom,
 * the reservation's hold dialog). Test support only: never imported by a widget.
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, shadowOf, waitFor } from './browser-fixture.js';

/** Presses Enter on the alert button of `el`, waits for its form in `within` and for the focus in the form's address field. */
export async function openAlertFormWithKeyboard(
  el: HTMLElement,
  button: HTMLElement,
  within: ParentNode,
): Promise<{ form: HTMLElement; email: HTMLInputElement }> {
  button.focus();
  await sendKeys({ press: 'Enter' });
  const form = await waitFor(() => within.querySelector<HTMLElement>('section.lrdx-alert'), 'the form');
  const email = form.querySelector<HTMLInputElement>('input[type="email"]') as HTMLInputElement;
  await waitFor(() => shadowOf(el).activeElement === email, 'focus in the address field');
  return { form, email };
}

/** The form's consent tick-box (the form asks for it before it sends). */
export const consentOf = (form: HTMLElement) => form.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement;

/**
 * With the focus on the consent the form asked for: ticks it (Space), goes on to the send button
 * (Tab) and sends (Enter); gives the confirmation, announced, that says to check the inbox.
 */
export async function consentAndSendWithKeyboard(form: HTMLElement): Promise<HTMLElement> {
  await sendKeys({ press: 'Space' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ press: 'Enter' });
  const done = await waitFor(() => form.querySelector<HTMLElement>('.lrdx-alert__done'), 'the confirmation message');
  assert(done.getAttribute('role') === 'status', 'announced');
  assert(done.textContent?.startsWith('Check your inbox to confirm') === true, `says: ${done.textContent}`);
  return done;
}
