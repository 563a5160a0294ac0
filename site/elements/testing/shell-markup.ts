/**
 * Test support: the markup site/layouts/*.tsx renders for the shell elements (kept in step with
 * site/layouts/shell-elements.test.tsx, which checks the real components' output).
 */
export const dialogMarkup = (id: string, title: string, body: string): string => `
  <dialog class="lrdx-dialog" aria-labelledby="${id}-title">
    <div class="lrdx-dialog__head">
      <h2 class="lrdx-dialog__title" id="${id}-title" data-modal-form-title data-fallback="Form">${title}</h2>
      <button type="button" class="lrdx-dialog__close" data-modal-action="close" data-consent-action="close" aria-label="Close">x</button>
    </div>
    <div class="lrdx-dialog__body">${body}</div>
  </dialog>`;

export const consentMarkup = (): string => `
  <section class="lrdx-consent__banner" data-consent-banner aria-label="Cookie consent" hidden>
    <h2>We use cookies</h2>
    <button type="button" data-consent-action="accept">Accept all</button>
    <button type="button" data-consent-action="reject">Necessary only</button>
    <button type="button" data-consent-action="preferences">Preferences</button>
  </section>
  ${dialogMarkup(
    'prefs',
    'Cookie preferences',
    `<fieldset>
      <label><input type="checkbox" name="scope" value="obligatory" checked disabled> Necessary</label>
      <label><input type="checkbox" name="scope" value="optional"> Statistics</label>
    </fieldset>
    <button type="button" data-consent-action="save">Save my choice</button>
    <button type="button" data-consent-action="accept">Accept all</button>`,
  )}`;

export const modalFormMarkup = (): string =>
  dialogMarkup(
    'form',
    'Form',
    '<div data-modal-form-body></div><p>This form is not available yet.</p><a href="/en/contact-us">Contact</a>',
  );

export const exitPopupMarkup = (): string =>
  dialogMarkup(
    'exit',
    'You are leaving this site',
    '<p>To <bdi data-exit-url></bdi></p><button type="button" data-exit-action="go">Continue</button><button type="button" data-exit-action="cancel">Stay here</button>',
  );

export const videoModalMarkup = (): string => dialogMarkup('video', 'Video', '<div data-video-stage data-fallback-title="Video"></div>');

export const frame = (): Promise<unknown> => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
