/**
 * The view of a listing the API refused to this page for good (domain/listing-refusal.ts): the
 * reason in the page language and who can fix it, with no retry button (trying again cannot
 * work), and the exact fix for the developer in the console, once (docs/embedding.md).
 */
import { useEffect } from 'react';
import type { Language } from '../../domain/languages.js';
import { LISTING_REFUSAL_TEXTS, listingRefusalHint, type ListingRefusalCode } from '../../domain/listing-refusal.js';

export interface ListingRefusalProps {
  code: ListingRefusalCode;
  language: Language;
  listKey: string;
  /** The origin the API saw; the page's own when the answer named none. */
  origin: string | undefined;
  /** The element's tag, naming the widget in the console. */
  tag: string;
}

export function ListingRefusal({ code, language, listKey, origin, tag }: ListingRefusalProps) {
  const seen = origin ?? (typeof location === 'undefined' ? '' : location.origin);
  useEffect(() => {
    console.error(listingRefusalHint(code, listKey, seen, tag));
  }, [code, listKey, seen, tag]);
  const texts = LISTING_REFUSAL_TEXTS[language];
  return (
    <div className="lrdx-error" part="error" data-refusal={code}>
      <p className="lrdx-error__message" role="alert">
        {texts[code]}
      </p>
      <p>{texts.contact}</p>
    </div>
  );
}
