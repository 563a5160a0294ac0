/**
 * The footer (editor; GET/PUT /cms/api/footer) of one site language, as the site draws it
 * (domain/footer/footer-config.ts): columns of groups of links (or social icons), the retailers
 * list, a medium link list, the search bar, and the middle and bottom HTML. The whole footer is
 * saved at once; a refusal names the part it is about ("Column 1 › Group 1 › Link 2 › Address")
 * and opens it. The form is long (every link has four fields), so each column, each group and the
 * two named lists fold away (native <details>, summary: name, headings, link count; the first
 * column open), and a jump list leads to each part.
 * Items of other kinds (images, wrappers) keep what the screen does not show.
 */
import { useCallback, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { EMPTY_FOOTER, type FooterConfig } from '../../domain/footer/footer-config.js';
import type { Language } from '../../domain/languages.js';
import { EditorApiError } from '../editor-kit/api-client.js';
import type { FooterStrings } from './footer-i18n.js';
import { footerFieldName, initiallyOpen, newColumn, sectionKey, sectionsOfField } from './footer-model.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import { ScreenMessages, ScreenSection, useListScreen, type SiteLanguageScreenProps } from '../editor-kit/screen-parts.js';
import { LanguageSelect } from '../editor-kit/form-parts.js';
import { NamedList, type Sections } from './footer-folds.js';
import { FooterColumnEditor } from './footer-column-editor.js';
import { FooterJumpList } from './footer-jump-list.js';
import { FooterSearchAndHtml } from './footer-search-and-html.js';

/** The footer's two optional named lists, edited alike: the retailers, then the medium links. */
const NAMED_LISTS = [
  { field: 'retailers', section: 'retailers', title: 'retailers' },
  { field: 'medium_links', section: 'mediumLinks', title: 'mediumLinks' },
] as const;

export function FooterScreen({ s, api, language, languageNames }: SiteLanguageScreenProps<FooterStrings>) {
  const id = useId();
  const [siteLanguage, setSiteLanguage] = useState<Language>(language);
  const [config, setConfig] = useState<FooterConfig | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const foldsSetFor = useRef<Language | null>(null);
  const openSections = (keys: readonly string[], value = true) =>
    setOpen((before) => {
      const next = new Set(before);
      for (const key of keys)
        if (value) next.add(key);
        else next.delete(key);
      return next;
    });
  const sections: Sections = { isOpen: (key) => open.has(key), set: (key, value) => openSections([key], value) };
  /** Element ids of the sections, for the jump list (useId's colons are fine in ids, not in selectors). */
  const domId = (key: string) => `${id}-${key}`;
  const describe = (failure: unknown) => {
    // The refused field is shown: its column and group open (the message names them too).
    if (failure instanceof EditorApiError && failure.field) openSections(sectionsOfField(failure.field));
    return refusalText(
      failure,
      language,
      failure instanceof EditorApiError && failure.field ? { [failure.field]: footerFieldName(failure.field, s) } : {},
    );
  };

  /**
   * A jump link: opens the sections `keys` (a group's column first), shows the last one and puts
   * focus on its summary; with no keys, on the element `targetId` itself (the search bar, the HTML).
   */
  function jump(event: MouseEvent<HTMLAnchorElement>, keys: readonly string[], targetId = domId(keys[keys.length - 1] ?? '')) {
    // The page's address keeps the editor's own #tab=footer: the link's work is done here.
    event.preventDefault();
    openSections(keys);
    requestAnimationFrame(() => {
      const target = document.getElementById(targetId);
      const focus = target?.matches('details')
        ? target.querySelector('summary')
        : target?.matches('fieldset')
          ? target.querySelector('input')
          : target;
      target?.scrollIntoView({ block: 'start' });
      focus?.focus({ preventScroll: true });
    });
  }
  // The footer is one record; the list helper loads it as a list of one.
  const screen = useListScreen(
    useCallback(async () => [await api.getFooter(siteLanguage)], [api, siteLanguage]),
    describe,
    ([footer]) => {
      const loaded = footer ? footer.configuration : EMPTY_FOOTER;
      setConfig(loaded);
      // The first load of a language sets what is open; the reload after a save keeps what the editor opened.
      if (foldsSetFor.current !== siteLanguage) {
        foldsSetFor.current = siteLanguage;
        setOpen(new Set(initiallyOpen(loaded)));
      }
    },
  );

  const change = (update: (draft: FooterConfig) => void) => {
    if (!config) return;
    const next = structuredClone(config);
    update(next);
    setConfig(next);
  };

  function save(event: FormEvent) {
    event.preventDefault();
    if (config) void screen.act(() => api.saveFooter(siteLanguage, config), s.saved);
  }

  return (
    <ScreenSection headingId={`${id}-heading`} heading={s.heading} intro={s.intro} className="cms-footer">
      <LanguageSelect
        id={`${id}-language`}
        label={s.language}
        value={siteLanguage}
        names={languageNames}
        onChange={(next) => {
          setConfig(null);
          setSiteLanguage(next);
        }}
      />
      <ScreenMessages notice={screen.notice} error={screen.error} />
      {config === null ? (
        screen.error ? null : (
          <p>{s.loading}</p>
        )
      ) : (
        <form className="cms-form" onSubmit={save} aria-labelledby={`${id}-heading`}>
          <FooterJumpList s={s} config={config} id={id} domId={domId} jump={jump} />
          <h3>{s.columns}</h3>
          <p>
            <small>{s.emptyDropped}</small>
          </p>
          {config.columns.map((column, c) => (
            <FooterColumnEditor
              key={c}
              s={s}
              column={column}
              c={c}
              sections={sections}
              domId={domId}
              openSections={openSections}
              change={change}
            />
          ))}
          <p>
            <button
              type="button"
              className="cms-button"
              onClick={() => {
                const c = config.columns.length;
                openSections([sectionKey.column(c), sectionKey.group(c, 0)]);
                change((draft) => {
                  draft.columns.push(newColumn());
                });
              }}
            >
              {s.addColumn}
            </button>
          </p>
          {NAMED_LISTS.map(({ field, section, title }) => (
            <NamedList
              key={field}
              s={s}
              id={domId(sectionKey[section])}
              sectionId={sectionKey[section]}
              sections={sections}
              title={s[title]}
              value={config[field]}
              onChange={(value) =>
                change((draft) => {
                  draft[field] = value;
                })
              }
            />
          ))}
          <FooterSearchAndHtml s={s} config={config} id={id} domId={domId} change={change} />
          <div className="cms-form__actions">
            <button type="submit" className="cms-button cms-button--primary">
              {s.save}
            </button>
          </div>
        </form>
      )}
    </ScreenSection>
  );
}
