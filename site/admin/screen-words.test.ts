import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages.js';
import { COMMON_WORDS } from '../editor-kit/common-words.js';
import { formsStrings } from './forms-i18n.js';
import { listingsStrings } from './listings-i18n.js';
import { metaheadsStrings } from './metaheads-i18n.js';
import { redirectsStrings } from './redirects-i18n.js';
import { sentEmailStrings } from './sent-email-i18n.js';
import { signInsStrings } from './sign-ins-i18n.js';
import { stockStrings } from './stock-i18n.js';

describe("the admin screens' common words (site/editor-kit/common-words.ts)", () => {
  it('are what each screen says', () => {
    for (const language of LANGUAGES) {
      expect(listingsStrings(language).save).toBe(COMMON_WORDS[language].save);
      expect(redirectsStrings(language).removed).toBe(COMMON_WORDS[language].removed);
      expect(metaheadsStrings(language).cancel).toBe(COMMON_WORDS[language].cancel);
      expect(stockStrings(language).actions).toBe(COMMON_WORDS[language].actions);
      expect(formsStrings(language).close).toBe(COMMON_WORDS[language].close);
      expect(sentEmailStrings(language).language).toBe(COMMON_WORDS[language].language);
      expect(signInsStrings(language).loading).toBe(COMMON_WORDS[language].loading);
    }
    expect(listingsStrings('ku').removed).toBe('سڕایەوە.');
    expect(sentEmailStrings('ar').loading).toBe('جارٍ التحميل…');
  });

  it("leave a screen's own word its own", () => {
    // The forms screen says "loading" in Kurdish its own way, the metaheads screen "edit", the stock screen "saved".
    expect(formsStrings('ku').loading).toBe('بار دەکرێت…');
    expect(metaheadsStrings('ku').edit).toBe('دەستکاریکردن');
    expect(stockStrings('en').saved).toBe('The vehicle was saved; the site shows the change now.');
  });
});
