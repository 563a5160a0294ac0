import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages.js';
import { COMMON_WORDS } from './common-words.js';
import { editorStrings } from './editor-i18n.js';

describe('the words every screen says the same way', () => {
  it('are written in every language, each different from the English', () => {
    for (const language of LANGUAGES) {
      for (const [key, word] of Object.entries(COMMON_WORDS[language])) {
        expect(word.trim(), `${language}.${key}`).not.toBe('');
        if (language !== 'en') expect(word, `${language}.${key}`).not.toBe(COMMON_WORDS.en[key as keyof (typeof COMMON_WORDS)['en']]);
      }
    }
  });

  it("are what the editor says, and the editor's own words stay its own", () => {
    for (const language of LANGUAGES) {
      expect(editorStrings(language).loading).toBe(COMMON_WORDS[language].loading);
      expect(editorStrings(language).cancel).toBe(COMMON_WORDS[language].cancel);
    }
    expect(editorStrings('ar').close).toBe('إغلاق');
    expect(editorStrings('en').saved).toBe('The draft is saved.');
  });
});
