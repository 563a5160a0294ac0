/** Words of the "Sent e-mail" screen (admin) in Kurdish Sorani, Arabic and English. */
import type { Language } from '../../domain/languages.js';

export interface SentEmailStrings {
  tab: string;
  heading: string;
  intro: string;
  to: string;
  subject: string;
  language: string;
  caughtAt: string;
  text: string;
  empty: string;
  loading: string;
  reload: string;
}

const en: SentEmailStrings = {
  tab: 'Sent e-mail',
  heading: 'Sent e-mail',
  intro:
    'No SMTP server is set up (SMTP_URL), so every e-mail the site sends is kept here instead of leaving the server. Newest first; open one to read it.',
  to: 'To',
  subject: 'Subject',
  language: 'Language',
  caughtAt: 'Sent',
  text: 'Message',
  empty: 'No e-mail sent yet.',
  loading: 'Loading…',
  reload: 'Reload',
};

const ku: SentEmailStrings = {
  tab: 'ئیمەیڵە نێردراوەکان',
  heading: 'ئیمەیڵە نێردراوەکان',
  intro:
    'هیچ ڕاژەکارێکی SMTP ڕێکنەخراوە (SMTP_URL)، بۆیە هەموو ئیمەیڵێک کە ماڵپەڕەکە دەینێرێت لێرە دەمێنێتەوە و ناچێتە دەرەوەی ڕاژەکارەکە. نوێترین لە سەرەوە؛ یەکێک بکەرەوە بۆ خوێندنەوەی.',
  to: 'بۆ',
  subject: 'بابەت',
  language: 'زمان',
  caughtAt: 'نێردرا',
  text: 'نامە',
  empty: 'هێشتا هیچ ئیمەیڵێک نەنێردراوە.',
  loading: 'بارکردن…',
  reload: 'دووبارە بارکردنەوە',
};

const ar: SentEmailStrings = {
  tab: 'البريد المرسل',
  heading: 'البريد المرسل',
  intro: 'لم يُضبط خادم SMTP ‏(SMTP_URL)، لذلك يُحفظ هنا كل بريد يرسله الموقع بدلاً من أن يغادر الخادم. الأحدث أولاً؛ افتح رسالة لقراءتها.',
  to: 'إلى',
  subject: 'الموضوع',
  language: 'اللغة',
  caughtAt: 'أُرسل',
  text: 'الرسالة',
  empty: 'لم يُرسل أي بريد بعد.',
  loading: 'جارٍ التحميل…',
  reload: 'إعادة التحميل',
};

const STRINGS: Record<Language, SentEmailStrings> = { en, ku, ar };

export function sentEmailStrings(language: Language): SentEmailStrings {
  return STRINGS[language];
}
