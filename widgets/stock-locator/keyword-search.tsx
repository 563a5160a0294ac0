/**
 * The stock search field at the top of the filters (docs/embedding.md, "Stock search field"): a
 * WAI-ARIA combobox. Typing sends the text to the machine, which searches after a pause and asks
 * for suggestions; the list is a listbox whose pointed option is the field's
 * aria-activedescendant (focus stays in the field). Down and Up point, Enter searches the pointed
 * suggestion or the text, Escape closes the list (and, with the list closed, empties the field),
 * a click chooses. How many suggestions the open list holds is said in a polite live region of its
 * own, always in the DOM so screen readers follow it: the listbox alone is not announced when it
 * appears, and the locator's own announcer speaks for the results, which load at the same time.
 * Everything the visitor reads is in the page language.
 */
import type { KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import type { KeywordSuggestion } from '../../domain/keyword-search.js';
import { KEYWORD_MAX_LENGTH } from '../../domain/keyword-search.js';
import type { StockLocatorEvent } from '../../state-machines/stock-locator/index.js';

export interface KeywordSearchProps {
  t: TFunction;
  draft: string;
  suggestions: readonly KeywordSuggestion[];
  open: boolean;
  active: number;
  send: (event: StockLocatorEvent) => void;
}

const FIELD_ID = 'lrdx-sl-keyword';
const LIST_ID = 'lrdx-sl-suggestions';
const optionId = (index: number) => `lrdx-sl-suggestion-${index}`;

export function KeywordSearch({ t, draft, suggestions, open, active, send }: KeywordSearchProps) {
  const expanded = open && suggestions.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      send({ type: event.key === 'ArrowDown' ? 'suggestions.next' : 'suggestions.previous' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      send({ type: 'keyword.submit' });
    } else if (event.key === 'Escape') {
      // Kept inside the field: the phone filter sheet closes on an Escape that reaches it.
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        send({ type: 'suggestions.close' });
      } else if (draft !== '') {
        event.preventDefault();
        event.stopPropagation();
        send({ type: 'keyword.clear' });
      }
    }
  };
  return (
    <div className="lrdx-keyword" role="search">
      <label className="lrdx-keyword__label" htmlFor={FIELD_ID}>
        {t('keywordLabel')}
      </label>
      <div className="lrdx-keyword__box">
        <input
          id={FIELD_ID}
          className="lrdx-keyword__input"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={KEYWORD_MAX_LENGTH}
          aria-autocomplete="list"
          aria-expanded={expanded ? 'true' : 'false'}
          aria-controls={LIST_ID}
          aria-describedby="lrdx-sl-keyword-hint"
          {...(expanded && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
          placeholder={t('keywordPlaceholder')}
          value={draft}
          onChange={(event) => send({ type: 'keyword.type', text: event.currentTarget.value })}
          onKeyDown={onKeyDown}
          onBlur={() => send({ type: 'suggestions.close' })}
        />
        {draft !== '' ? (
          <button
            type="button"
            className="lrdx-keyword__clear"
            data-action="clear-keyword"
            aria-label={t('keywordClear')}
            onClick={() => send({ type: 'keyword.clear' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <p id="lrdx-sl-keyword-hint" className="lrdx-visually-hidden">
        {t('keywordHint')}
      </p>
      <p className="lrdx-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-keyword-status="">
        {expanded ? t('announceSuggestions', { count: suggestions.length }) : ''}
      </p>
      <ul id={LIST_ID} className="lrdx-keyword__list" role="listbox" aria-label={t('keywordSuggestions')} hidden={!expanded}>
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.kind}:${suggestion.value}`}
                id={optionId(index)}
                className="lrdx-keyword__option"
                role="option"
                aria-selected={index === active ? 'true' : 'false'}
                // Keeps focus in the field, so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => send({ type: 'keyword.choose', index })}
              >
                <bdi className="lrdx-keyword__text">{suggestion.label}</bdi>
                <span className="lrdx-keyword__kind">{t(`keywordKind.${suggestion.kind}`)}</span>
                <span className="lrdx-keyword__count">{t('keywordCount', { count: suggestion.count })}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
