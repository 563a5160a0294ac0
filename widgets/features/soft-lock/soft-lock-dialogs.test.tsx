import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from './translations/en.js';
import ku from './translations/ku.js';
import ar from './translations/ar.js';
import { SoftLockInitDialog, type SoftLockInitError } from './soft-lock-dialogs.js';
import type { SoftLockTranslate } from './types.js';

const translate =
  (texts: Record<string, string>): SoftLockTranslate =>
  (key: string, values?: Record<string, unknown>) =>
    (texts[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));

const dialog = (error: SoftLockInitError, texts: Record<string, string> = en, otherCarsHref?: string, retryMinutes?: string) =>
  renderToStaticMarkup(
    <SoftLockInitDialog
      open
      t={translate(texts)}
      minutes="15"
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
    expect(html).toContain('for 15 minutes');
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

  it('tells how many minutes to wait after a rate-limit refusal, in every language', () => {
    expect(dialog('rate_limited', en, undefined, '3')).toContain('Too many attempts. Please try again in 3 min.');
    expect(dialog('rate_limited', ku, undefined, '٣')).toContain('تکایە دوای ٣ خولەک دووبارە هەوڵ بدەرەوە');
    expect(dialog('rate_limited', ar, undefined, '٣')).toContain('بعد ٣ دقيقة');
  });
});
