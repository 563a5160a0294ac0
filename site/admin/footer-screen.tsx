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
import { useCallback, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { EMPTY_FOOTER, type FooterConfig } from '../../domain/footer/footer-config.js';
import type { FooterItem } from '../../domain/footer/footer-item.js';
import type { Language } from '../../domain/languages.js';
import { EditorApiError, type EditorApi } from '../cms/api-client.js';
import type { FooterStrings } from './footer-i18n.js';
import {
  columnSummary,
  footerFieldName,
  groupSummary,
  initiallyOpen,
  newColumn,
  newItem,
  newRow,
  sectionKey,
  sectionsOfField,
} from './footer-model.js';
import { refusalText } from './refusal-i18n.js';
import { LanguageSelect, ScreenMessages, useListScreen } from './screen-parts.js';

const fill = (template: string, n: number) => template.replace('{n}', String(n + 1));

function LinkList({
  s,
  items,
  name,
  social,
  onChange,
}: {
  s: FooterStrings;
  items: FooterItem[];
  /** Where the list is ("Column 1 › Group 2"), completing the names of its fields and buttons. */
  name: string;
  social: boolean;
  onChange(items: FooterItem[]): void;
}) {
  const id = useId();
  const set = (index: number, change: Partial<FooterItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <ol className="cms-footer__links">
      {items.map((item, index) => {
        const at = `${name} › ${fill(s.link, index)}`;
        return (
          <li key={index} className="cms-form-field__grid">
            <label>
              {s.label}
              <span className="cms-visually-hidden"> ({at})</span>
              <input value={item.label} onChange={(e) => set(index, { label: e.target.value })} />
            </label>
            <label>
              {s.url}
              <span className="cms-visually-hidden"> ({at})</span>
              <input dir="ltr" value={item.url ?? ''} onChange={(e) => set(index, { url: e.target.value })} />
            </label>
            {social ? (
              <label>
                {s.icon}
                <span className="cms-visually-hidden"> ({at})</span>
                <input dir="ltr" value={item.icon ?? ''} onChange={(e) => set(index, { icon: e.target.value, type: 'social' })} />
              </label>
            ) : null}
            <label className="cms-check" htmlFor={`${id}-${index}-blank`}>
              <input
                id={`${id}-${index}-blank`}
                type="checkbox"
                checked={item.target === '_blank'}
                onChange={(e) => set(index, { target: e.target.checked ? '_blank' : '_self' })}
              />
              {s.newWindow}
              <span className="cms-visually-hidden"> ({at})</span>
            </label>
            <button type="button" className="cms-button cms-button--small" onClick={() => onChange(items.filter((_, i) => i !== index))}>
              {s.removeLink} <span className="cms-visually-hidden">({at})</span>
            </button>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          className="cms-button cms-button--small"
          onClick={() => onChange([...items, social ? { ...newItem(), type: 'social' } : newItem()])}
        >
          {s.addLink} <span className="cms-visually-hidden">({name})</span>
        </button>
      </li>
    </ol>
  );
}

/** Which sections are open, and how one opens, closes or follows its <details>' own toggling. */
interface Sections {
  isOpen(key: string): boolean;
  set(key: string, open: boolean): void;
}

/**
 * A section that folds away: <details> whose summary gives the name and, after it, what the
 * section holds; inside, a fieldset named like the summary so a screen reader names the fields'
 * group. `level` sets the summary's look (a column stands out from its groups).
 */
function Fold({
  id,
  sectionId,
  sections,
  name,
  summary,
  level,
  children,
}: {
  id: string;
  sectionId: string;
  sections: Sections;
  name: string;
  summary: string;
  level: 'column' | 'group';
  children: ReactNode;
}) {
  return (
    <details
      id={id}
      className={`cms-footer__fold cms-footer__fold--${level}`}
      open={sections.isOpen(sectionId)}
      onToggle={(e) => {
        // Only this section's own toggle: a nested group's toggle event does not bubble, but be sure.
        if (e.target === e.currentTarget) sections.set(sectionId, e.currentTarget.open);
      }}
    >
      <summary>
        <span className="cms-footer__fold-name">{name}</span> <span className="cms-footer__fold-info">{summary}</span>
      </summary>
      <fieldset className="cms-form-field cms-footer__fold-body">
        <legend className="cms-visually-hidden">{name}</legend>
        {children}
      </fieldset>
    </details>
  );
}

/** Retailers and the medium list: a heading and links; empty links mean the part is left out. */
function NamedList({
  s,
  id,
  sectionId,
  sections,
  title,
  value,
  onChange,
}: {
  s: FooterStrings;
  id: string;
  sectionId: string;
  sections: Sections;
  title: string;
  value: FooterConfig['retailers'];
  onChange(value: FooterConfig['retailers']): void;
}) {
  const list = value ?? { heading: '', items: [] };
  return (
    <Fold
      id={id}
      sectionId={sectionId}
      sections={sections}
      name={title}
      summary={`${list.heading.trim() || s.noHeading} · ${s.linkCount(list.items.length)}`}
      level="column"
    >
      <label>
        {s.listHeading}
        <span className="cms-visually-hidden"> ({title})</span>
        <input value={list.heading} onChange={(e) => onChange({ ...list, heading: e.target.value })} />
      </label>
      <LinkList s={s} items={list.items} name={title} social={false} onChange={(items) => onChange({ ...list, items })} />
    </Fold>
  );
}

export function FooterScreen({
  s,
  api,
  language,
  languageNames,
}: {
  s: FooterStrings;
  api: EditorApi;
  language: Language;
  languageNames: Record<Language, string>;
}) {
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

  const search = config?.search ?? { label: '', placeholder: '', action: '/search', param: 'q', button_label: '' };
  const setSearch = (part: Partial<typeof search>) =>
    change((draft) => {
      const next = { ...search, ...part };
      // An empty label means no search bar (the renderer leaves it out as well).
      draft.search = next.label.trim() ? next : null;
    });

  return (
    <section aria-labelledby={`${id}-heading`} className="cms-footer">
      <h2 id={`${id}-heading`}>{s.heading}</h2>
      <p>{s.intro}</p>
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
          <nav aria-label={s.jumpTo} className="cms-footer__jump">
            <ul>
              {config.columns.map((column, c) => (
                <li key={c}>
                  <a href={`#${domId(sectionKey.column(c))}`} onClick={(e) => jump(e, [sectionKey.column(c)])}>
                    {fill(s.column, c)}
                  </a>
                  {column.rows.length > 1 ? (
                    <ul>
                      {column.rows.map((row, r) => (
                        <li key={r}>
                          <a
                            href={`#${domId(sectionKey.group(c, r))}`}
                            onClick={(e) => jump(e, [sectionKey.column(c), sectionKey.group(c, r)])}
                          >
                            {row.heading.trim() || fill(s.group, r)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
              <li>
                <a href={`#${domId(sectionKey.retailers)}`} onClick={(e) => jump(e, [sectionKey.retailers])}>
                  {s.retailers}
                </a>
              </li>
              <li>
                <a href={`#${domId(sectionKey.mediumLinks)}`} onClick={(e) => jump(e, [sectionKey.mediumLinks])}>
                  {s.mediumLinks}
                </a>
              </li>
              <li>
                <a href={`#${domId('search')}`} onClick={(e) => jump(e, [], domId('search'))}>
                  {s.search}
                </a>
              </li>
              <li>
                <a href={`#${id}-middle`} onClick={(e) => jump(e, [], `${id}-middle`)}>
                  {s.middleHtml}
                </a>
              </li>
            </ul>
          </nav>
          <h3>{s.columns}</h3>
          <p>
            <small>{s.emptyDropped}</small>
          </p>
          {config.columns.map((column, c) => {
            const columnName = fill(s.column, c);
            return (
              <Fold
                key={c}
                id={domId(sectionKey.column(c))}
                sectionId={sectionKey.column(c)}
                sections={sections}
                name={columnName}
                summary={columnSummary(column, s)}
                level="column"
              >
                <label>
                  {s.columnKind}
                  <span className="cms-visually-hidden"> ({columnName})</span>
                  <select
                    value={column.type}
                    onChange={(e) =>
                      change((draft) => {
                        draft.columns[c]!.type = e.target.value === 'social' ? 'social' : 'links';
                      })
                    }
                  >
                    <option value="links">{s.kinds.links}</option>
                    <option value="social">{s.kinds.social}</option>
                  </select>
                </label>
                {column.rows.map((row, r) => {
                  const rowName = `${columnName} › ${fill(s.group, r)}`;
                  return (
                    <Fold
                      key={r}
                      id={domId(sectionKey.group(c, r))}
                      sectionId={sectionKey.group(c, r)}
                      sections={sections}
                      name={fill(s.group, r)}
                      summary={groupSummary(row, s)}
                      level="group"
                    >
                      <div className="cms-form-field__grid">
                        <label>
                          {s.groupHeading}
                          <span className="cms-visually-hidden"> ({rowName})</span>
                          <input
                            value={row.heading}
                            onChange={(e) =>
                              change((draft) => {
                                draft.columns[c]!.rows[r]!.heading = e.target.value;
                              })
                            }
                          />
                        </label>
                        <label>
                          {s.groupLink}
                          <span className="cms-visually-hidden"> ({rowName})</span>
                          <input
                            dir="ltr"
                            value={row.heading_link?.url ?? ''}
                            onChange={(e) =>
                              change((draft) => {
                                const target = draft.columns[c]!.rows[r]!;
                                if (e.target.value)
                                  target.heading_link = { url: e.target.value, target: target.heading_link?.target ?? '_self' };
                                else delete target.heading_link;
                              })
                            }
                          />
                        </label>
                      </div>
                      <LinkList
                        s={s}
                        items={row.items}
                        name={rowName}
                        social={column.type === 'social'}
                        onChange={(items) =>
                          change((draft) => {
                            draft.columns[c]!.rows[r]!.items = items;
                          })
                        }
                      />
                      <button
                        type="button"
                        className="cms-button cms-button--small"
                        onClick={() =>
                          change((draft) => {
                            draft.columns[c]!.rows.splice(r, 1);
                          })
                        }
                      >
                        {s.removeGroup} <span className="cms-visually-hidden">({rowName})</span>
                      </button>
                    </Fold>
                  );
                })}
                <div className="cms-form__actions">
                  <button
                    type="button"
                    className="cms-button cms-button--small"
                    onClick={() => {
                      // The new group opens: its empty fields are what the editor fills next.
                      openSections([sectionKey.group(c, column.rows.length)]);
                      change((draft) => {
                        draft.columns[c]!.rows.push(newRow());
                      });
                    }}
                  >
                    {s.addGroup} <span className="cms-visually-hidden">({columnName})</span>
                  </button>
                  <button
                    type="button"
                    className="cms-button cms-button--small"
                    onClick={() =>
                      change((draft) => {
                        draft.columns.splice(c, 1);
                      })
                    }
                  >
                    {s.removeColumn} <span className="cms-visually-hidden">({columnName})</span>
                  </button>
                </div>
              </Fold>
            );
          })}
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
          <NamedList
            s={s}
            id={domId(sectionKey.retailers)}
            sectionId={sectionKey.retailers}
            sections={sections}
            title={s.retailers}
            value={config.retailers}
            onChange={(value) =>
              change((draft) => {
                draft.retailers = value;
              })
            }
          />
          <NamedList
            s={s}
            id={domId(sectionKey.mediumLinks)}
            sectionId={sectionKey.mediumLinks}
            sections={sections}
            title={s.mediumLinks}
            value={config.medium_links}
            onChange={(value) =>
              change((draft) => {
                draft.medium_links = value;
              })
            }
          />
          <fieldset className="cms-form-field" id={domId('search')}>
            <legend>{s.search}</legend>
            <div className="cms-form-field__grid">
              <label>
                {s.searchLabel}
                <input value={config.search?.label ?? ''} onChange={(e) => setSearch({ label: e.target.value })} />
              </label>
              <label>
                {s.searchPlaceholder}
                <input value={search.placeholder} onChange={(e) => setSearch({ placeholder: e.target.value })} />
              </label>
              <label>
                {s.searchAction}
                <input
                  dir="ltr"
                  aria-describedby={`${id}-action-hint`}
                  value={search.action}
                  onChange={(e) => setSearch({ action: e.target.value })}
                />
              </label>
              <label>
                {s.searchButton}
                <input value={search.button_label} onChange={(e) => setSearch({ button_label: e.target.value })} />
              </label>
            </div>
            <small id={`${id}-action-hint`}>{s.searchActionHint}</small>
          </fieldset>
          <label htmlFor={`${id}-middle`}>{s.middleHtml}</label>
          <textarea
            id={`${id}-middle`}
            className="cms-code"
            dir="ltr"
            rows={4}
            aria-describedby={`${id}-html-hint`}
            value={config.middle_html}
            onChange={(e) => change((draft) => void (draft.middle_html = e.target.value))}
          />
          <label htmlFor={`${id}-bottom`}>{s.bottomHtml}</label>
          <textarea
            id={`${id}-bottom`}
            className="cms-code"
            dir="ltr"
            rows={4}
            aria-describedby={`${id}-html-hint`}
            value={config.bottom_html}
            onChange={(e) => change((draft) => void (draft.bottom_html = e.target.value))}
          />
          <small id={`${id}-html-hint`}>{s.htmlHint}</small>
          <div className="cms-form__actions">
            <button type="submit" className="cms-button cms-button--primary">
              {s.save}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
