/** Words of the "Sent e-mail" screen (admin) in Kurdish Sorani, Arabic and English. */
import type { Language } from '../../domain/languages.js';
import { COMMON_WORDS, type CommonWords } from '../editor-kit/common-words.js';

export interface SentEmailStrings extends Pick<CommonWords, 'loading' | 'language'> {
  tab: string;
  heading: string;
  intro: string;
  to: string;
  subject: string;
  caughtAt: string;
  text: string;
  empty: string;
  reload: string;
}

const en: SentEmailStrings = {
  ...COMMON_WORDS.en,
  tab: 'Sent e-mail',
  heading: 'Sent e-mail',
  intro:
    'No SMTP server is set up (SMTP_URL), so every e-mail the site sends is kept here instead of leaving the server. Newest first; open one to read it.',
  to: 'To',
  subject: 'Subject',
  caughtAt: 'Sent',
  text: 'Message',
  empty: 'No e-mail sent yet.',
  reload: 'Reload',
};

const ku: SentEmailStrings = {
  ...COMMON_WORDS.ku,
  tab: 'ئیمەیڵە نێردراوەکان',
  heading: 'ئیمەیڵە نێردراوەکان',
  intro:
    'هیچ ڕاژەکارێکی SMTP ڕێکنەخراوە (SMTP_URL)، بۆیە هەموو ئیمەیڵێک کە ماڵپەڕەکە دەینێرێت لێرە دەمێنێتەوە و ناچێتە دەرەوەی ڕاژەکارەکە. نوێترین لە سەرەوە؛ یەکێک بکەرەوە بۆ خوێندنەوەی.',
  to: 'بۆ',
  subject: 'بابەت',
  caughtAt: 'نێردرا',
  text: 'نامە',
  empty: 'هێشتا هیچ ئیمەیڵێک نەنێردراوە.',
  reload: 'دووبارە بارکردنەوە',
};

const ar: SentEmailStrings = {
  ...COMMON_WORDS.ar,
  tab: 'البريد المرسل',
  heading: 'البريد المرسل',
  intro: 'لم يُضبط خادم SMTP ‏(SMTP_URL)، لذلك يُحفظ هنا كل بريد يرسله الموقع بدلاً من أن يغادر الخادم. الأحدث أولاً؛ افتح رسالة لقراءتها.',
  to: 'إلى',
  subject: 'الموضوع',
  caughtAt: 'أُرسل',
  text: 'الرسالة',
  empty: 'لم يُرسل أي بريد بعد.',
  reload: 'إعادة التحميل',
};

const STRINGS: Record<Language, SentEmailStrings> = { en, ku, ar };

export function sentEmailStrings(language: Language): SentEmailStrings {
  return STRINGS[language];
}
