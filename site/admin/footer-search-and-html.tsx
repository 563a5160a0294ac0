/**
 * The footer screen's search bar and its two HTML areas (./footer-screen.tsx). An empty search label
 * means no search bar (the site's renderer leaves it out as well); the HTML is cleaned by the server's
 * sanitizer when saved (the hint says so).
 */
import type { FooterConfig } from '../../domain/footer/footer-config.js';
import { LabelledTextArea } from '../editor-kit/form-parts.js';
import type { FooterStrings } from './footer-i18n.js';

type Search = NonNullable<FooterConfig['search']>;

/** The footer's two free HTML areas, edited the same way (the hint below them says how they are cleaned). */
const HTML_AREAS = [
  { key: 'middle_html', idSuffix: 'middle', label: 'middleHtml' },
  { key: 'bottom_html', idSuffix: 'bottom', label: 'bottomHtml' },
] as const;

export function FooterSearchAndHtml({
  s,
  config,
  id,
  domId,
  change,
}: {
  s: FooterStrings;
  config: FooterConfig;
  id: string;
  domId(key: string): string;
  change(update: (draft: FooterConfig) => void): void;
}) {
  const search: Search = config.search ?? { label: '', placeholder: '', action: '/search', param: 'q', button_label: '' };
  const setSearch = (part: Partial<Search>) =>
    change((draft) => {
      const next = { ...search, ...part };
      draft.search = next.label.trim() ? next : null;
    });
  return (
    <>
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
      {HTML_AREAS.map(({ key, idSuffix, label }) => (
        <LabelledTextArea
          key={key}
          id={`${id}-${idSuffix}`}
          label={s[label]}
          className="cms-code"
          dir="ltr"
          rows={4}
          aria-describedby={`${id}-html-hint`}
          value={config[key]}
          onChange={(e) => change((draft) => void (draft[key] = e.target.value))}
        />
      ))}
      <small id={`${id}-html-hint`}>{s.htmlHint}</small>
    </>
  );
}
