/**
 * The cookie banner and preferences dialog (docs/cookie-consent.md, "Banner"), enhanced by
 * <lrdx-cookie-consent> (site/elements/cookie-consent/). The banner is rendered hidden: only the
 * element knows whether the visitor already chose (localStorage). Nothing is rendered for the
 * `none` strategy, and only the element (for its third-party hook) for `external`.
 */
import { createElement } from 'react';
import type { ConsentStrategy } from '../../domain/shell/consent.js';
import type { RenderContext } from '../blocks/types.js';
import type { CookieConsentTexts } from '../i18n/shell-elements.js';
import { ShellButtons } from './shell-buttons.js';
import { ShellDialog } from './shell-dialog.js';

export interface CookieConsentProps {
  ctx: RenderContext;
  strategy: ConsentStrategy;
  texts: CookieConsentTexts;
  closeLabel: string;
}

export function CookieConsent({ ctx, strategy, texts, closeLabel }: CookieConsentProps) {
  if (strategy === 'none') return null;
  if (strategy === 'external') return createElement('lrdx-cookie-consent', { strategy });
  const policy = texts.policy_url.startsWith('/') ? ctx.href(texts.policy_url) : texts.policy_url;
  return createElement(
    'lrdx-cookie-consent',
    { strategy, class: 'lrdx-consent' },
    <section className="lrdx-consent__banner" data-consent-banner="" aria-label={texts.banner_label} hidden>
      <div className="lrdx-consent__inner">
        <div className="lrdx-consent__copy">
          <h2 className="lrdx-consent__title">{texts.title}</h2>
          <p className="lrdx-consent__text">
            {texts.text}{' '}
            <a className="lrdx-consent__policy" href={policy}>
              {texts.policy_label}
            </a>
          </p>
        </div>
        <ShellButtons
          className="lrdx-consent__actions"
          actionAttribute="data-consent-action"
          buttons={[
            { variant: 'primary', action: 'accept', label: texts.accept_all },
            { variant: 'secondary', action: 'reject', label: texts.reject_optional },
            { variant: 'tertiary', action: 'preferences', label: texts.preferences },
          ]}
        />
      </div>
    </section>,
    <ShellDialog id="lrdx-consent-preferences" className="lrdx-consent__dialog" title={texts.preferences_title} closeLabel={closeLabel}>
      <p>{texts.preferences_intro}</p>
      <fieldset className="lrdx-consent__scopes">
        <legend className="lrdx-visually-hidden">{texts.preferences_title}</legend>
        <label className="lrdx-consent__scope">
          <input type="checkbox" name="scope" value="obligatory" defaultChecked disabled />
          <span>
            <strong>{texts.obligatory_label}</strong> <span className="lrdx-consent__hint">{texts.obligatory_description}</span>
          </span>
        </label>
        <label className="lrdx-consent__scope">
          <input type="checkbox" name="scope" value="optional" />
          <span>
            <strong>{texts.optional_label}</strong> <span className="lrdx-consent__hint">{texts.optional_description}</span>
          </span>
        </label>
      </fieldset>
      <ShellButtons
        className="lrdx-consent__actions"
        actionAttribute="data-consent-action"
        buttons={[
          { variant: 'primary', action: 'save', label: texts.save },
          { variant: 'secondary', action: 'accept', label: texts.accept_all },
        ]}
      />
    </ShellDialog>,
  );
}

/**
 * "Cookie preferences" for the footer (or anywhere): `<ConsentPreferencesButton label=… />`.
 * The footer places it only when the banner's strategy is basic, so it is drawn from the first paint
 * (appearing later moved the whole footer, a layout shift on every page, docs/site-shell.md); without
 * JavaScript the stylesheet hides it (`scripting: none`), as nothing could open the dialog then.
 * <lrdx-consent-preferences> still hides it when no basic-strategy banner is on the page.
 */
export function ConsentPreferencesButton({ label }: { label: string }) {
  return createElement(
    'lrdx-consent-preferences',
    null,
    <button type="button" className="lrdx-consent-reopen">
      {label}
    </button>,
  );
}
