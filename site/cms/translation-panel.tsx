/**
 * A page's versions in the other languages (docs/cms-editor.md, "Translations"): a button per
 * missing language that copies the page into a new draft there (POST /cms/api/pages/{id}/translations),
 * a link to each existing version's editor, and on a copy still to translate, the mark and the
 * button that clears it.
 */
import type { Language } from '../../domain/languages.js';
import type { EditorPage } from '../editor-kit/api-client.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import type { TranslationStrings } from './translation-i18n.js';

/** The editor of a language's version: each language's pages are edited at /{language}/cms. */
export const translationEditorHref = (language: Language, id: number) => `/${language}/cms#page=${id}`;

export function TranslationPanel({
  page,
  t,
  busy,
  onCreate,
  onMarkTranslated,
}: {
  page: EditorPage;
  t: TranslationStrings;
  busy: boolean;
  onCreate(language: Language): void;
  onMarkTranslated(): void;
}) {
  return (
    <div className="cms-translations" role="group" aria-label={t.heading}>
      {page.needs_translation ? (
        <p className="cms-translations__note">
          <span className="cms-badge cms-badge--warn">{t.needsTranslation}</span> {t.needsTranslationNote}{' '}
          <button type="button" className="cms-button cms-button--small" disabled={busy} onClick={onMarkTranslated}>
            {t.markTranslated}
          </button>
        </p>
      ) : null}
      <ul className="cms-translations__list">
        {page.translations.map((version) => (
          <li key={version.language}>
            <a href={translationEditorHref(version.language, version.id)} hrefLang={version.language}>
              {fillPlaceholders(t.open, { language: t.languages[version.language] })}
            </a>
            {version.needs_translation ? <span className="cms-badge cms-badge--warn">{t.needsTranslation}</span> : null}
          </li>
        ))}
        {page.missing_languages.map((language) => (
          <li key={language}>
            <button type="button" className="cms-button cms-button--small" disabled={busy} onClick={() => onCreate(language)}>
              {fillPlaceholders(t.create, { language: t.languages[language] })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
