/**
 * The widget tags beside an HTML field: each with its attributes and a button that inserts its
 * example. A widget that shows a listing is inserted with a real list key, chosen from the
 * listings (GET /cms/api/listing_keys) that allow it (docs/cms-editor.md, "Widget tags").
 */
import { useEffect, useId, useState } from 'react';
import type { Language } from '../../domain/languages.js';
import type { EditorStrings } from '../editor-kit/editor-i18n.js';
import type { ListingKey } from '../../domain/contracts/cms.js';
import { widgetDescription } from './widget-tag-descriptions.js';
import { exampleWithListing, listingsFor, WIDGET_TAGS, type WidgetTag } from './widget-tags.js';

const TEXTS: Record<Language, { listing: string; noListing: string; loadFailed: string }> = {
  en: {
    listing: 'Listing (list-key)',
    noListing: 'No listing may show this widget yet: an admin adds one in Admin → Listings. Inserted without list-key.',
    loadFailed: 'The listings could not be loaded:',
  },
  ku: {
    listing: 'لیست (list-key)',
    noListing: 'هێشتا هیچ لیستێک ناتوانێت ئەم ویجێتە پیشان بدات: بەڕێوەبەرێک لە بەڕێوەبردن ← لیستەکان زیادی دەکات. بەبێ list-key دادەنرێت.',
    loadFailed: 'لیستەکان بار نەکران:',
  },
  ar: {
    listing: 'القائمة (list-key)',
    noListing: 'لا توجد بعد قائمة يمكنها عرض هذه الأداة: يضيفها مدير في الإدارة ← القوائم. تُدرج دون list-key.',
    loadFailed: 'تعذّر تحميل القوائم:',
  },
};

function ListingChoice({
  widget,
  listings,
  language,
  value,
  onChange,
}: {
  widget: WidgetTag;
  listings: readonly ListingKey[];
  language: Language;
  value: string;
  onChange(key: string): void;
}) {
  const id = useId();
  const allowed = listingsFor(widget.tag, listings);
  if (!allowed.length) return <span className="cms-widget-tags__attrs">{TEXTS[language].noListing}</span>;
  return (
    <span className="cms-widget-tags__attrs">
      <label htmlFor={id}>{TEXTS[language].listing}</label>{' '}
      <select id={id} value={value || allowed[0]!.key} onChange={(event) => onChange(event.target.value)}>
        {allowed.map((listing) => (
          <option key={listing.key} value={listing.key}>
            {listing.name} ({listing.key})
          </option>
        ))}
      </select>
    </span>
  );
}

export function WidgetTagList({
  strings,
  language,
  loadListings,
  onInsert,
}: {
  strings: EditorStrings;
  language: Language;
  loadListings(): Promise<ListingKey[]>;
  onInsert(tag: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [listings, setListings] = useState<ListingKey[] | null>(null);
  const [error, setError] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!open || listings) return;
    loadListings()
      .then(setListings)
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [open, listings, loadListings]);

  function insert(widget: WidgetTag) {
    if (!widget.attributes.includes('list-key')) return onInsert(widget.example);
    const allowed = listingsFor(widget.tag, listings ?? []);
    const key = allowed.find((listing) => listing.key === chosen[widget.tag])?.key ?? allowed[0]?.key ?? null;
    onInsert(exampleWithListing(widget, key));
  }

  return (
    <details className="cms-widget-tags" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{strings.widgetTagsHeading}</summary>
      <p>{strings.widgetTagsIntro}</p>
      {error ? (
        <p role="alert">
          {TEXTS[language].loadFailed} {error}
        </p>
      ) : null}
      <ul>
        {WIDGET_TAGS.map((widget) => (
          <li key={widget.tag}>
            <code dir="ltr">{`<${widget.tag}>`}</code>
            <span>{widgetDescription(widget, language)}</span>
            <span className="cms-widget-tags__attrs">
              {strings.attributes}: <bdi dir="ltr">{widget.attributes.join(', ')}</bdi>
            </span>
            {widget.attributes.includes('list-key') && listings ? (
              <ListingChoice
                widget={widget}
                listings={listings}
                language={language}
                value={chosen[widget.tag] ?? ''}
                onChange={(key) => setChosen({ ...chosen, [widget.tag]: key })}
              />
            ) : null}
            <button
              type="button"
              className="cms-button cms-button--small"
              disabled={widget.attributes.includes('list-key') && !listings && !error}
              onClick={() => insert(widget)}
            >
              {strings.copyTag} <span className="cms-visually-hidden">{widget.tag}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
