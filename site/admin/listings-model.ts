/**
 * The listings screen's form as text and back (site/admin/listings-screen.tsx), and a refusal of
 * the listings API in the screen's words. Pure, so the rules are tested without a browser.
 */
import type { AdminListing, AdminListingInput } from '../../domain/contracts/listings.js';
import type { Language } from '../../domain/languages.js';
import { EditorApiError } from '../editor-kit/api-client.js';
import type { ListingsStrings } from './listings-i18n.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';

export interface ListingDraft {
  name: string;
  /** One origin per line. */
  origins: string;
  dealerCodes: string;
  forcedDealerCodes: string;
  forcedStatuses: string;
  brands: string[];
  states: string[];
  defaultLanguage: Language | '';
  widgets: string[];
}

const words = (text: string): string[] => text.split(/[\s,،]+/).filter(Boolean);
const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function draftOf(listing: AdminListing): ListingDraft {
  return {
    name: listing.name,
    origins: listing.allowed_origins.join('\n'),
    dealerCodes: listing.dealer_codes.join(' '),
    forcedDealerCodes: (listing.forced_filters.forced_dealer_codes ?? []).join(' '),
    forcedStatuses: (listing.forced_filters.forced_statuses ?? []).join(' '),
    brands: listing.brands,
    states: listing.states,
    defaultLanguage: listing.default_language ?? '',
    widgets: listing.widgets,
  };
}

/** The body of a save: every member, so the stored listing becomes what the form shows. */
export function inputOf(draft: ListingDraft): AdminListingInput {
  const forcedDealerCodes = words(draft.forcedDealerCodes);
  const forcedStatuses = words(draft.forcedStatuses);
  return {
    name: draft.name.trim(),
    allowed_origins: lines(draft.origins),
    dealer_codes: words(draft.dealerCodes),
    brands: draft.brands,
    states: draft.states,
    forced_filters: {
      ...(forcedDealerCodes.length ? { forced_dealer_codes: forcedDealerCodes } : {}),
      ...(forcedStatuses.length ? { forced_statuses: forcedStatuses } : {}),
    },
    default_language: draft.defaultLanguage === '' ? null : draft.defaultLanguage,
    widgets: draft.widgets,
  };
}

/** `allowed_origins[2]` → 2, else undefined. */
function originIndex(field: string | undefined): number | undefined {
  const match = /^allowed_origins[[/.](\d+)\]?$/.exec(field ?? '');
  return match ? Number(match[1]) : undefined;
}

/** A refusal in the screen's words; an origin's names its line and what was typed there. */
export function listingRefusalText(failure: unknown, language: Language, s: ListingsStrings, draft?: ListingDraft): string {
  if (failure instanceof EditorApiError) {
    const index = originIndex(failure.field);
    if (index !== undefined)
      return s.originRefused.replace('{line}', String(index + 1)).replace('{value}', (draft ? lines(draft.origins)[index] : '') ?? '');
    if (failure.code === 'listing_key_taken') return s.keyTaken;
    if (failure.code === 'listing_not_found') return s.notFound;
    if (failure.code === 'unknown_dealer') return s.unknownDealer.replace('{field}', failure.field ?? '');
  }
  return refusalText(failure, language, {
    key: s.key,
    name: s.name,
    allowed_origins: s.origins,
    dealer_codes: s.dealerCodes,
    forced_dealer_codes: s.forcedDealerCodes,
    forced_statuses: s.forcedStatuses,
    default_language: s.defaultLanguage,
    widgets: s.widgets,
  });
}
