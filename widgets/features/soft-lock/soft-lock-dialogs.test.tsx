import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from './translations/en.js';
import ku from './translations/ku.js';
import ar from './translations/ar.js';
import { SoftLockInitDialog, type SoftLockInitError } from './soft-lock-dialogs.js';
import type { SoftLockTranslate } from './types.js';
import { createWidgetI18n, type Language } from '../../runtime/i18n.js';

const translate =
  (texts: Record<string, string>): SoftLockTranslate =>
  (key: string, values?: Record<string, unknown>) =>
    (texts[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));

const dialog = (
  error: SoftLockInitError,
  texts: Record<string, string> = en,
  otherCarsHref?: string,
  retryMinutes?: number,
  t: SoftLockTranslate = translate(texts),
  minutes = 15,
) =>
  renderToStaticMarkup(
    <SoftLockInitDialog
      open
      t={t}
      minutes={minutes}
      busy={false}
      error={error}
      onConfirm={() => {}}
      onCancel={() => {}}
      {...(otherCarsHref ? { otherCarsHref } : {})}
      {...(retryMinutes ? { retryMinutes } : {})}
    />,
  );

describe('SoftLockInitDialog', () => {
  it('promises the hold while nobody else has the car', () => {
    const html = dialog(null);
    expect(html).toContain('We will hold this vehicle for you');
    expect(html).toContain('<p>softLock.initText</p>'); // the text itself, with its plural: below
  });

  it('says someone else is reserving the car (409 vehicle_locked), not that we hold it, and offers another car', () => {
    const html = dialog('vehicle_locked', en, '/en/stock');
    expect(html).not.toContain('We will hold this vehicle for you');
    expect(html).not.toContain('nobody else can reserve');
    expect(html).toContain('Someone else is reserving this car right now');
    expect(html).toMatch(/<a[^>]*href="\/en\/stock"[^>]*data-action="choose-another"[^>]*>Choose another car<\/a>/);
    expect(html).toContain('Try again');
  });

  it('says it in Kurdish too, with a button to choose another car when there is no stock link', () => {
    const html = dialog('vehicle_locked', ku);
    expect(html).toContain(ku['softLock.lockedTitle']);
    expect(html).not.toContain(ku['softLock.initTitle']);
    expect(html).toMatch(/<button[^>]*data-action="choose-another"/);
  });

  // The widgets' own i18next (plural rules and the page's digits), with the soft-lock tables.
  const i18n = createWidgetI18n('soft-lock-test', {
    en: () => Promise.resolve({ default: en }),
    ku: () => Promise.resolve({ default: ku }),
    ar: () => Promise.resolve({ default: ar }),
  });
  const real = async (language: Language): Promise<SoftLockTranslate> => {
    const t = await i18n.load(language);
    return (key, options) => t(key, options);
  };

  it("tells how many minutes to wait after a rate-limit refusal, in every language, with the count's plural", async () => {
    const [tEn, tKu, tAr] = await Promise.all([real('en'), real('ku'), real('ar')]);
    expect(dialog('rate_limited', en, undefined, 3, tEn)).toContain('Too many attempts. Please try again in 3 minutes.');
    expect(dialog('rate_limited', en, undefined, 1, tEn)).toContain('Please try again in 1 minute.');
    expect(dialog('rate_limited', ku, undefined, 3, tKu)).toContain('تکایە دوای ٣ خولەک دووبارە هەوڵ بدەرەوە');
    expect(dialog('rate_limited', ar, undefined, 3, tAr)).toContain('بعد ٣ دقائق.');
    expect(dialog('rate_limited', ar, undefined, 2, tAr)).toContain('بعد دقيقتين.');
    expect(dialog('rate_limited', ar, undefined, 11, tAr)).toContain('بعد ١١ دقيقة.');
  });

  it("says the hold's minutes with their plural: one minute, 15 minutes, Arabic 3–10 دقائق", async () => {
    const [tEn, tAr] = await Promise.all([real('en'), real('ar')]);
    expect(dialog(null, en, undefined, undefined, tEn, 1)).toContain('for 1 minute.');
    expect(dialog(null, en, undefined, undefined, tEn, 15)).toContain('for 15 minutes.');
    expect(dialog(null, ar, undefined, undefined, tAr, 10)).toContain('لمدة ١٠ دقائق.');
    expect(dialog(null, ar, undefined, undefined, tAr, 15)).toContain('لمدة ١٥ دقيقة.');
    expect(dialog(null, ar, undefined, undefined, tAr, 1)).toContain('لمدة دقيقة واحدة.');
  });
});
