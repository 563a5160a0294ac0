import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX_LENGTH, keywordWords, parseKeyword, suggestionQuery, tidyKeyword } from './keyword-search.js';

describe('keyword words', () => {
  it('folds digits, letter forms and case, and splits on anything but letters and digits', () => {
    expect(keywordWords('  Range  Rover, SPORT ')).toEqual(['range', 'rover', 'sport']);
    expect(keywordWords('١٢٣٤ ۵۶')).toEqual(['1234', '56']);
    expect(keywordWords('ديفندر')).toEqual(keywordWords('دیفندر'));
    // Kurdish letters typed on an Arabic keyboard meet the Kurdish spelling.
    expect(keywordWords('ڕەش')).toEqual(keywordWords('رەش'));
    expect(keywordWords('ڕەش')).toEqual(keywordWords('رهش'));
  });

  it('joins a hyphenated name and keeps each word once', () => {
    expect(keywordWords('F-PACE f-pace')).toEqual(['fpace']);
  });
});

describe('the q parameter', () => {
  it('accepts nothing, an empty text or only separators as no keyword', () => {
    expect(parseKeyword(undefined)).toEqual({ ok: true, value: [] });
    expect(parseKeyword('')).toEqual({ ok: true, value: [] });
    expect(parseKeyword(' - ')).toEqual({ ok: true, value: [] });
  });

  it('refuses a text over the length limit and control characters, naming the field', () => {
    const long = parseKeyword('a'.repeat(KEYWORD_MAX_LENGTH + 1));
    expect(long).toMatchObject({ ok: false, error: { code: 'too_long', field: 'q' } });
    expect(parseKeyword('ا'.repeat(KEYWORD_MAX_LENGTH)).ok).toBe(true);
    expect(parseKeyword('range\u0000rover')).toMatchObject({ ok: false, error: { code: 'invalid_characters', field: 'q' } });
    expect(parseKeyword('range\nrover')).toMatchObject({ ok: false, error: { code: 'invalid_characters', field: 'q' } });
    expect(parseKeyword(['a', 'b'])).toMatchObject({ ok: false, error: { code: 'invalid_parameter', field: 'q' } });
  });

  it('tidies what the field keeps', () => {
    expect(tidyKeyword('  range\t rover  ')).toBe('range rover');
    expect([...tidyKeyword('x'.repeat(300))].length).toBe(KEYWORD_MAX_LENGTH);
  });
});

describe('the keyword a suggestion stands for', () => {
  it('puts the label in place of the word being typed and drops earlier words the label says', () => {
    const rrs = keywordWords('Range Rover Sport');
    expect(suggestionQuery('range sp', 'Range Rover Sport', rrs)).toBe('Range Rover Sport');
    expect(suggestionQuery('black def', 'Defender 110', keywordWords('Defender 110'))).toBe('black Defender 110');
    expect(suggestionQuery('  ڕەش ', 'ڕەش', keywordWords('ڕەش black'))).toBe('ڕەش');
  });
});
