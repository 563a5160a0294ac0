/**
 * The e-mails of alerts on one vehicle (docs/alerts.md, "Alerts on one vehicle"), in the sign-up's
 * language: the confirmation, "the price dropped" and/or "it is available again" for a saved
 * vehicle, and "the vehicle you wanted to reserve is free". Plain text like the other alert mail
 * (./alert-emails.ts), with the same stop and manage links and the one-click unsubscribe URL.
 */
import type { Language } from '../../domain/languages.js';
import type { AlertKind } from '../db/schema.js';
import type { EmailMessage } from '../adapters/email/outbox.js';
import { footer, notYou, type AlertLinks } from './alert-emails.js';

/** The vehicle as the e-mail names it: its name (Latin, isolated in right-to-left text) and page. */
export interface AlertVehicle {
  name: string;
  link: string;
}

export type VehicleAlertKind = Exclude<AlertKind, 'search'>;

/** What changed, as the watcher saw it; `price` is the new price already formatted. */
export interface VehicleNews {
  priceDrop?: { price: string; was: string };
  available?: boolean;
}

const isolate = (text: string): string => `\u2066${text}\u2069`;

interface ConfirmWords {
  subject: string;
  intro: (name: string, hours: string) => string;
}

/** The words before the vehicle's link, the same for both kinds. */
const VEHICLE: Record<Language, string> = { en: 'The vehicle:', ku: 'ئۆتۆمبێلەکە:', ar: 'السيارة:' };

const CONFIRM: Record<VehicleAlertKind, Record<Language, ConfirmWords>> = {
  vehicle: {
    en: {
      subject: 'Confirm your alert for this vehicle',
      intro: (name, hours) =>
        `You asked us to e-mail you when the price of ${name} drops or when it is available again. To start, confirm here (the link works for ${hours} hours):`,
    },
    ku: {
      subject: 'ئاگادارکردنەوەی ئەم ئۆتۆمبێلە پشتڕاست بکەرەوە',
      intro: (name, hours) =>
        `داوات کردووە ئیمەیڵت بۆ بنێرین کاتێک نرخی ${name} دادەبەزێت یان دووبارە بەردەست دەبێتەوە. بۆ دەستپێکردن، لێرە پشتڕاستی بکەرەوە (بەستەرەکە تا ${hours} کاتژمێر کار دەکات):`,
    },
    ar: {
      subject: 'أكّد تنبيه هذه السيارة',
      intro: (name, hours) =>
        `طلبت أن نراسلك عندما ينخفض سعر ${name} أو عندما تتوفر من جديد. للبدء، أكّد هنا (الرابط صالح لمدة ${hours} ساعة):`,
    },
  },
  hold: {
    en: {
      subject: 'Confirm: e-mail me when this vehicle is free',
      intro: (name, hours) =>
        `You asked us to e-mail you once when ${name}, which someone else is reserving, becomes free. To start, confirm here (the link works for ${hours} hours):`,
    },
    ku: {
      subject: 'پشتڕاستی بکەرەوە: کاتێک ئەم ئۆتۆمبێلە ئازاد بوو ئیمەیڵم بۆ بنێرە',
      intro: (name, hours) =>
        `داوات کردووە کاتێک ${name}، کە کەسێکی تر خەریکی حیجزکردنیەتی، ئازاد بوو یەک جار ئیمەیڵت بۆ بنێرین. بۆ دەستپێکردن، لێرە پشتڕاستی بکەرەوە (بەستەرەکە تا ${hours} کاتژمێر کار دەکات):`,
    },
    ar: {
      subject: 'أكّد: راسلني عندما تصبح هذه السيارة متاحة',
      intro: (name, hours) =>
        `طلبت أن نراسلك مرة واحدة عندما تصبح ${name}، التي يحجزها شخص آخر الآن، متاحة. للبدء، أكّد هنا (الرابط صالح لمدة ${hours} ساعة):`,
    },
  },
};

export function vehicleConfirmationEmail(
  to: string,
  language: Language,
  kind: VehicleAlertKind,
  vehicle: AlertVehicle,
  confirmLink: string,
  links: AlertLinks,
  hours: string,
): EmailMessage {
  const words = CONFIRM[kind][language];
  return {
    to,
    subject: words.subject,
    body: [
      `${words.intro(isolate(vehicle.name), hours)}\n${confirmLink}`,
      `${VEHICLE[language]} ${vehicle.link}`,
      notYou(language, hours),
      footer(language, links),
    ].join('\n\n'),
    language,
    listUnsubscribe: links.unsubscribe,
  };
}

interface NewsWords {
  priceSubject: (name: string) => string;
  availableSubject: (name: string) => string;
  bothSubject: (name: string) => string;
  freeSubject: (name: string) => string;
  price: (price: string, was: string) => string;
  available: string;
  free: string;
  open: string;
}

const NEWS: Record<Language, NewsWords> = {
  en: {
    priceSubject: (name) => `Price drop: ${name}`,
    availableSubject: (name) => `Available again: ${name}`,
    bothSubject: (name) => `Available again, at a lower price: ${name}`,
    freeSubject: (name) => `Free to reserve now: ${name}`,
    price: (price, was) => `The price is now ${price} (it was ${was}).`,
    available: 'It is available again and can be reserved.',
    free: 'The vehicle you wanted to reserve is free again: the hold on it has ended. Whoever reserves first gets it. This is the only e-mail of this alert.',
    open: 'See the vehicle:',
  },
  ku: {
    priceSubject: (name) => `نرخ دابەزی: ${name}`,
    availableSubject: (name) => `دووبارە بەردەستە: ${name}`,
    bothSubject: (name) => `دووبارە بەردەستە، بە نرخێکی کەمتر: ${name}`,
    freeSubject: (name) => `ئێستا دەتوانیت حیجزی بکەیت: ${name}`,
    price: (price, was) => `نرخەکەی ئێستا ${price}ە (پێشتر ${was} بوو).`,
    available: 'دووبارە بەردەستە و دەتوانرێت حیجز بکرێت.',
    free: 'ئەو ئۆتۆمبێلەی ویستت حیجزی بکەیت دووبارە ئازادە: حیجزکردنەکەی سەری کۆتایی هات. یەکەم کەس کە حیجزی بکات وەریدەگرێت. ئەمە تاکە ئیمەیڵی ئەم ئاگادارکردنەوەیەیە.',
    open: 'ئۆتۆمبێلەکە ببینە:',
  },
  ar: {
    priceSubject: (name) => `انخفض السعر: ${name}`,
    availableSubject: (name) => `متاحة من جديد: ${name}`,
    bothSubject: (name) => `متاحة من جديد بسعر أقل: ${name}`,
    freeSubject: (name) => `يمكنك حجزها الآن: ${name}`,
    price: (price, was) => `السعر الآن ${price} (كان ${was}).`,
    available: 'أصبحت متاحة من جديد ويمكن حجزها.',
    free: 'السيارة التي أردت حجزها أصبحت متاحة: انتهى الحجز المؤقت عليها. من يحجز أولاً يحصل عليها. هذه الرسالة الوحيدة لهذا التنبيه.',
    open: 'شاهد السيارة:',
  },
};

/** One change on a watched vehicle (a `vehicle` alert), or the end of a hold (a `hold` alert). */
export function vehicleNewsEmail(
  to: string,
  language: Language,
  kind: VehicleAlertKind,
  vehicle: AlertVehicle,
  news: VehicleNews,
  links: AlertLinks,
): EmailMessage {
  const words = NEWS[language];
  const name = isolate(vehicle.name);
  const lines: string[] = [];
  let subject: string;
  if (kind === 'hold') {
    subject = words.freeSubject(name);
    lines.push(words.free);
  } else {
    if (news.priceDrop) lines.push(words.price(isolate(news.priceDrop.price), isolate(news.priceDrop.was)));
    if (news.available) lines.push(words.available);
    subject =
      news.priceDrop && news.available ? words.bothSubject(name) : news.priceDrop ? words.priceSubject(name) : words.availableSubject(name);
  }
  return {
    to,
    subject,
    body: [...lines, `${words.open} ${vehicle.link}`, footer(language, links)].join('\n\n'),
    language,
    listUnsubscribe: links.unsubscribe,
  };
}
