import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages.js';
import { PASSWORD_REASONS } from '../../domain/password-rule.js';
import { EditorApiError } from './api-client.js';
import { lastFieldName, refusalText, TRANSLATED_CODES, TRANSLATED_FIELDS } from './refusal-i18n.js';

const refusal = (code: string, field?: string) => new EditorApiError(400, code, `server says ${code}`, field);

describe('refusalText', () => {
  it('shows a field refusal in the screen language instead of the server English', () => {
    const failure = refusal('invalid_request', 'to');
    expect(refusalText(failure, 'ku')).toContain('«بۆ»');
    expect(refusalText(failure, 'ar')).toContain('«إلى»');
    expect(refusalText(failure, 'en')).toContain('"To" must be a site path');
    for (const language of LANGUAGES) expect(refusalText(failure, language)).not.toContain('server says');
  });

  it('names a field it has no sentence for with the screen label', () => {
    expect(refusalText(refusal('invalid_request', 'language'), 'ku', { language: 'زمان' })).toBe('ئەم بەهایە وەرناگیرێت: زمان.');
  });

  it('reads the last name of a footer field path', () => {
    expect(lastFieldName('configuration.columns[0].rows[1].items[2].url')).toBe('url');
    const names = { 'configuration.columns[0].rows[0].items[0].url': 'Column 1 › Group 1 › Link 1 › Address' };
    const text = refusalText(refusal('invalid_request', 'configuration.columns[0].rows[0].items[0].url'), 'en', names);
    expect(text).toBe('The link must be a site path or an http(s), mailto: or tel: address: Column 1 › Group 1 › Link 1 › Address.');
    // The URL rule's refusal (unsafe_url) of the same field says the same sentence.
    expect(refusalText(refusal('unsafe_url', 'configuration.columns[0].rows[0].items[0].url'), 'en', names)).toBe(text);
    // A redirect's target keeps its own sentence.
    expect(refusalText(refusal('unsafe_url', 'to'), 'ku')).toMatch(/^«بۆ» دەبێت ڕێڕەوێکی ماڵپەڕ/);
  });

  it("names a curated list's unknown vehicles, and its mistyped lines, in the screen language", () => {
    const unknown = new EditorApiError(400, 'unknown_vehicle', 'No vehicle has these ids or VINs: 999', 'blocks[1].props.vehicles', {
      unknown: ['999', 'SALZZ000000000099'],
    });
    const label = { vehicles: 'ئۆتۆمبێلەکان' };
    expect(refusalText(unknown, 'ku', label)).toBe(
      'هیچ ئۆتۆمبێلێک ئەم ژمارە یان VINـانەی نییە: \u2066999, SALZZ000000000099\u2069. ڕاستیان بکەرەوە یان لایان ببە (ئۆتۆمبێلەکان).',
    );
    expect(refusalText(unknown, 'en')).toContain('No vehicle has these ids or VINs: \u2066999, SALZZ000000000099\u2069.');
    const shape = refusal('invalid_block', 'blocks[0].props.vehicles');
    for (const language of LANGUAGES) expect(refusalText(shape, language)).not.toContain('server says');
    expect(refusalText(shape, 'ar')).toContain('رقم VIN');
  });

  it('translates codes without a field', () => {
    expect(refusalText(refusal('path_taken', 'path'), 'ar')).toBe('لهذه اللغة إعادة توجيه من هذا العنوان بالفعل.');
    expect(refusalText(new EditorApiError(403, 'csrf_invalid', 'Bad CSRF token'), 'ku')).toContain('پەڕەکە کۆن بووە');
  });

  it('says which part of the password rule refused a password, in the screen language', () => {
    const weak = new EditorApiError(400, 'weak_password', 'This is a common password', 'password', { reason: 'common_password' });
    expect(refusalText(weak, 'ku')).toBe('ئەمە وشەیەکی نهێنیی باو یان نزیکی وشەیەکی باوە؛ هێرشبەران یەکەم جار ئەمانە تاقی دەکەنەوە.');
    expect(refusalText(weak, 'ar')).toBe('هذه كلمة مرور شائعة أو قريبة من كلمة شائعة؛ يجرّبها المهاجمون أولاً.');
    expect(refusalText(weak, 'en')).toBe('This is a common password, or close to one; attackers try these first.');
    for (const reason of PASSWORD_REASONS)
      for (const language of LANGUAGES)
        expect(refusalText(new EditorApiError(400, 'weak_password', 'x', 'password', { reason }), language)).not.toMatch(/^x$|\{/);
    // An unknown reason still gets the general sentence rather than the server's English.
    expect(refusalText(new EditorApiError(400, 'weak_password', 'x', 'password', { reason: 'new' }), 'ku')).toContain('لاوازە');
  });

  it('falls back to the server message for a code it does not know, and for invalid_request without a field', () => {
    expect(refusalText(refusal('brand_new_code'), 'ku')).toBe('server says brand_new_code');
    expect(refusalText(refusal('invalid_request'), 'ku')).toBe('server says invalid_request');
    expect(refusalText(new TypeError('Failed to fetch'), 'ku')).toBe('Failed to fetch');
  });

  it('has every sentence in all three languages', () => {
    for (const code of TRANSLATED_CODES)
      for (const language of LANGUAGES)
        expect(refusalText(refusal(code, code === 'invalid_request' ? 'x' : undefined), language)).not.toBe('');
    for (const field of TRANSLATED_FIELDS)
      for (const language of LANGUAGES) expect(refusalText(refusal('invalid_request', field), language)).not.toMatch(/server says/);
  });
});
