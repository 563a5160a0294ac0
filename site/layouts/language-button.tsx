/**
 * The language button of the header (docs/decisions.md, "Language and digits"): one link per other language to the
 * same page there (or its home), each labelled in its own language with `lang`/`hreflang`. While a
 * tracked campaign parameter is in the URL (domain/language-switch.ts) the entries are shown
 * disabled: not links, `aria-disabled`, visibly muted. The server decides both through
 * `ctx.languageSwitch`; without it (a context built outside the site renderer) nothing is shown.
 */
import type { Language } from '../../domain/languages.js';
import type { RenderContext } from '../blocks/types.js';

/** The group's name for assistive technology, in the page's language. */
const GROUP_LABEL: Readonly<Record<Language, string>> = {
  ku: 'زمان',
  ar: 'اللغة',
  en: 'Language',
};

/** Why the entries cannot be used, in the page's language (shown as a tooltip and read with the entry). */
const DISABLED_NOTE: Readonly<Record<Language, string>> = {
  ku: 'گۆڕینی زمان لەم بەستەرەدا بەردەست نییە',
  ar: 'تغيير اللغة غير متاح من هذا الرابط',
  en: 'Changing the language is not available from this link',
};

export function LanguageButton({ ctx }: { ctx: RenderContext }) {
  const state = ctx.languageSwitch;
  if (!state || state.links.length === 0) return null;
  const note = DISABLED_NOTE[ctx.segment];
  return (
    <ul className="lrdx-language" aria-label={GROUP_LABEL[ctx.segment]} data-disabled={state.disabled ? '' : undefined}>
      {state.links.map((link) => (
        <li key={link.language} className="lrdx-language__item">
          {state.disabled ? (
            <a className="lrdx-language__link" role="link" aria-disabled="true" lang={link.htmlLang} title={note}>
              {link.label}
              <span className="lrdx-visually-hidden" lang={ctx.htmlLang}>
                {` (${note})`}
              </span>
            </a>
          ) : (
            <a className="lrdx-language__link" href={link.href} lang={link.htmlLang} hrefLang={link.htmlLang}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
