/**
 * The alert e-mails, worded in the sign-up's language (docs/alerts.md, "E-mails"). Plain text: the
 * outbox sends it as the text part and draws the HTML part from it (../adapters/email/render.ts).
 * Every alert e-mail carries a link to stop that alert and a link to see and delete all of the
 * address's alerts, and the one-click unsubscribe URL for the List-Unsubscribe header.
 */
import type { Language } from '../../domain/languages.js';
import { formatNumber } from '../../domain/number-format.js';
import { pluralText, type PluralTexts } from '../../domain/plural-rules.js';
import type { EmailMessage } from '../adapters/email/outbox.js';

export interface AlertLinks {
  /** The stock view the alert watches (the page the visitor signed up from). */
  search: string;
  /** Stops this alert: a page with one button, and the List-Unsubscribe URL (one-click POST). */
  unsubscribe: string;
  /** Every alert of the address, each deletable. */
  manage: string;
}

interface Footer {
  stop: string;
  manage: string;
}

const FOOTER: Record<Language, Footer> = {
  en: { stop: 'Stop this alert:', manage: 'See or delete all your alerts:' },
  ku: { stop: 'ئەم ئاگادارکردنەوەیە ڕابگرە:', manage: 'هەموو ئاگادارکردنەوەکانت ببینە یان بیانسڕەوە:' },
  ar: { stop: 'إيقاف هذا التنبيه:', manage: 'عرض جميع تنبيهاتك أو حذفها:' },
};

const CONFIRM: Record<Language, { subject: string; intro: (hours: string) => string; search: string }> = {
  en: {
    subject: 'Confirm your alert for new vehicles',
    intro: (hours) =>
      `You asked us to tell you about new vehicles matching your search. To start, confirm here (the link works for ${hours} hours):`,
    search: 'Your search:',
  },
  ku: {
    subject: 'ئاگادارکردنەوەی ئۆتۆمبێلە نوێیەکان پشتڕاست بکەرەوە',
    intro: (hours) =>
      `داوات کردووە ئاگادارت بکەینەوە کاتێک ئۆتۆمبێلی نوێ لەگەڵ گەڕانەکەت دەگونجێت. بۆ دەستپێکردن، لێرە پشتڕاستی بکەرەوە (بەستەرەکە تا ${hours} کاتژمێر کار دەکات):`,
    search: 'گەڕانەکەت:',
  },
  ar: {
    subject: 'أكّد تنبيه السيارات الجديدة',
    intro: (hours) => `طلبت أن نُعلمك بالسيارات الجديدة التي تطابق بحثك. للبدء، أكّد هنا (الرابط صالح لمدة ${hours} ساعة):`,
    search: 'بحثك:',
  },
};

/** The last words of every confirmation e-mail, for whoever did not sign up: nothing more comes and the address goes. */
const NOT_YOU: Record<Language, (hours: string) => string> = {
  en: (hours) => `If this was not you, ignore this e-mail: nothing more is sent and your address is deleted within ${hours} hours.`,
  ku: (hours) => `ئەگەر ئەمە تۆ نەبوویت، گوێ بەم ئیمەیڵە مەدە: هیچی تر نانێردرێت و ناونیشانەکەت لە ماوەی ${hours} کاتژمێردا دەسڕدرێتەوە.`,
  ar: (hours) => `إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يُرسل شيء آخر وسيُحذف عنوانك خلال ${hours} ساعة.`,
};

export function notYou(language: Language, hours: string): string {
  return NOT_YOU[language](hours);
}

export function footer(language: Language, links: AlertLinks): string {
  const words = FOOTER[language];
  return `${words.stop} ${links.unsubscribe}\n${words.manage} ${links.manage}`;
}

export function confirmationEmail(
  to: string,
  language: Language,
  confirmLink: string,
  links: AlertLinks,
  validHours: number,
): EmailMessage {
  const words = CONFIRM[language];
  const hours = formatNumber(validHours, language);
  return {
    to,
    subject: words.subject,
    body: [
      `${words.intro(hours)}\n${confirmLink}`,
      `${words.search} ${links.search}`,
      notYou(language, hours),
      footer(language, links),
    ].join('\n\n'),
    language,
    listUnsubscribe: links.unsubscribe,
  };
}

/** One new vehicle in a digest: its name (Latin, isolated in right-to-left text) and page. */
export interface DigestVehicle {
  name: string;
  link: string;
}

const DIGEST: Record<Language, { subject: PluralTexts; more: PluralTexts; search: string }> = {
  en: {
    subject: { one: '{n} new vehicle matches your search', other: '{n} new vehicles match your search' },
    more: { other: 'And {n} more:' },
    search: 'See them all in your search:',
  },
  ku: {
    subject: { one: '{n} ئۆتۆمبێلی نوێ لەگەڵ گەڕانەکەت دەگونجێت', other: '{n} ئۆتۆمبێلی نوێ لەگەڵ گەڕانەکەت دەگونجێن' },
    more: { other: '{n} ئۆتۆمبێلی تریش:' },
    search: 'هەموویان لە گەڕانەکەتدا ببینە:',
  },
  ar: {
    subject: {
      one: 'سيارة جديدة واحدة تطابق بحثك',
      two: 'سيارتان جديدتان تطابقان بحثك',
      few: '{n} سيارات جديدة تطابق بحثك',
      many: '{n} سيارة جديدة تطابق بحثك',
      other: '{n} سيارة جديدة تطابق بحثك',
    },
    more: { one: 'وسيارة أخرى:', two: 'وسيارتان أخريان:', few: 'و{n} سيارات أخرى:', many: 'و{n} سيارة أخرى:', other: 'و{n} سيارة أخرى:' },
    search: 'شاهدها كلها في بحثك:',
  },
};

const counted = (texts: PluralTexts, count: number, language: Language): string =>
  pluralText(texts, count, language).replace('{n}', formatNumber(count, language));

/** The daily digest: the new vehicles (at most a handful listed, the rest counted) and the links. */
export function digestEmail(to: string, language: Language, vehicles: DigestVehicle[], total: number, links: AlertLinks): EmailMessage {
  const words = DIGEST[language];
  const lines = vehicles.map((vehicle) => `\u2066${vehicle.name}\u2069\n${vehicle.link}`);
  const rest = total - vehicles.length;
  const parts = [lines.join('\n\n')];
  if (rest > 0) parts.push(`${counted(words.more, rest, language)} ${links.search}`);
  else parts.push(`${words.search} ${links.search}`);
  parts.push(footer(language, links));
  return {
    to,
    subject: counted(words.subject, total, language),
    body: parts.join('\n\n'),
    language,
    listUnsubscribe: links.unsubscribe,
  };
}
