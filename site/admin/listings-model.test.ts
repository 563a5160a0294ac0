import { describe, expect, it } from 'vitest';
import type { AdminListing } from '../../domain/contracts/listings.js';
import { EditorApiError } from '../editor-kit/api-client.js';
import { listingsStrings } from './listings-i18n.js';
import { draftOf, inputOf, listingRefusalText } from './listings-model.js';

const LISTING: AdminListing = {
  key: 'erbil',
  name: 'Erbil',
  allowed_origins: ['https://a.example', 'http://localhost:8081'],
  dealer_codes: ['ERB01', 'ERB02'],
  brands: ['jaguar'],
  states: [],
  forced_filters: { forced_statuses: ['stock'], forced_dealer_codes: ['ERB01'] },
  default_language: 'ar',
  widgets: ['lrdx-stock-locator'],
  uuid: 'u',
};

describe('listings screen model', () => {
  it('turns a listing into the form and back', () => {
    const draft = draftOf(LISTING);
    expect(draft.origins).toBe('https://a.example\nhttp://localhost:8081');
    expect(draft.forcedDealerCodes).toBe('ERB01');
    expect(inputOf(draft)).toEqual({
      name: 'Erbil',
      allowed_origins: ['https://a.example', 'http://localhost:8081'],
      dealer_codes: ['ERB01', 'ERB02'],
      brands: ['jaguar'],
      states: [],
      forced_filters: { forced_dealer_codes: ['ERB01'], forced_statuses: ['stock'] },
      default_language: 'ar',
      widgets: ['lrdx-stock-locator'],
    });
    const edited = { ...draft, origins: ' https://b.example \n\n', dealerCodes: 'ERB01,  SUL01،BSR01', defaultLanguage: '' as const };
    expect(inputOf(edited)).toMatchObject({
      allowed_origins: ['https://b.example'],
      dealer_codes: ['ERB01', 'SUL01', 'BSR01'],
      default_language: null,
    });
  });

  it('edits the forced dealer codes: typed ones replace the stored ones, an empty field drops the limit', () => {
    const draft = draftOf(LISTING);
    expect(inputOf({ ...draft, forcedDealerCodes: 'ERB02، SUL01' }).forced_filters).toEqual({
      forced_dealer_codes: ['ERB02', 'SUL01'],
      forced_statuses: ['stock'],
    });
    expect(inputOf({ ...draft, forcedDealerCodes: '  ' }).forced_filters).toEqual({ forced_statuses: ['stock'] });
  });

  it('names a refused origin by its line and what was typed there, in the screen language', () => {
    const draft = { ...draftOf(LISTING), origins: 'https://ok.example\nhttp://dealer.example' };
    const refusal = new EditorApiError(400, 'invalid_request', 'Only https', 'allowed_origins[1]');
    expect(listingRefusalText(refusal, 'en', listingsStrings('en'), draft)).toBe(
      'Site address on line 2 is not accepted: “http://dealer.example”. Write it as https://dealer.example, without a path.',
    );
    expect(listingRefusalText(refusal, 'ku', listingsStrings('ku'), draft)).toContain('دێڕی 2');
    expect(listingRefusalText(new EditorApiError(409, 'listing_key_taken', 'x', 'key'), 'ar', listingsStrings('ar'))).toBe(
      'توجد قائمة بهذا المفتاح بالفعل.',
    );
  });
});
