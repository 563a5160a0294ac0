/**
 * A listing the API refuses to a page for good (docs/embedding.md, "Troubleshooting"): the page's
 * origin is not allowed (403 `origin_not_allowed`) or its `list-key` names no listing (404
 * `listing_not_found`). Trying again cannot help, so a widget says why in the page language, offers
 * no retry, and tells the developer the exact fix in the console.
 */
import type { Language } from './languages.js';

export const LISTING_REFUSAL_CODES = ['origin_not_allowed', 'listing_not_found'] as const;
export type ListingRefusalCode = (typeof LISTING_REFUSAL_CODES)[number];

export function isListingRefusal(code: unknown): code is ListingRefusalCode {
  return typeof code === 'string' && (LISTING_REFUSAL_CODES as readonly string[]).includes(code);
}

/** What the visitor reads: the reason, then who can fix it. */
export const LISTING_REFUSAL_TEXTS: Readonly<Record<Language, Readonly<Record<ListingRefusalCode | 'contact', string>>>> = {
  ku: {
    origin_not_allowed: 'ئەم ماڵپەڕە ڕێگەی پێنەدراوە ئەم ئۆتۆمبێلانە پیشان بدات.',
    listing_not_found: 'ئەم لیستەی ئۆتۆمبێلەکان بوونی نییە.',
    contact: 'تکایە پەیوەندی بە خاوەنی ماڵپەڕەکەوە بکە.',
  },
  ar: {
    origin_not_allowed: 'هذا الموقع غير مسموح له بعرض هذه السيارات.',
    listing_not_found: 'قائمة السيارات هذه غير موجودة.',
    contact: 'يرجى التواصل مع صاحب الموقع.',
  },
  en: {
    origin_not_allowed: 'This site is not allowed to show this stock.',
    listing_not_found: 'This stock list does not exist.',
    contact: "Please contact the site's owner.",
  },
};

/**
 * The developer's line in the console: what was refused and the exact fix. `origin` is the page's
 * own (the server's answer names the one it saw, which wins when given).
 */
export function listingRefusalHint(code: ListingRefusalCode, listKey: string, origin: string, tag: string): string {
  if (code === 'origin_not_allowed')
    return (
      `${tag}: the listing "${listKey}" does not allow pages of ${origin}. ` +
      `An admin allows it in the admin's Listings screen, or on the server with: ` +
      `npm run listing:allow -- --listing ${listKey} --origin ${origin} (docs/embedding.md)`
    );
  return (
    `${tag}: there is no listing "${listKey}" (list-key="${listKey}" on ${origin}). ` +
    `Check the list-key attribute with the brand, or create the listing in the admin's Listings screen (docs/embedding.md)`
  );
}
