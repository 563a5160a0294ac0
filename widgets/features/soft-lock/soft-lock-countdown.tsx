/**
 * The time left on the hold, mm:ss in the language's digits. The visible clock changes every second
 * but is not live; a separate polite live region speaks at most once a minute and when the warning
 * starts, so a screen reader is not interrupted sixty times a minute (WCAG 2.2.1, 4.1.3).
 */
import { useEffect, useRef, useState } from 'react';
import { formatCountdown, minutesLeft } from '../../../domain/soft-lock-time.js';
import type { SoftLockTranslate } from './types.js';

export interface SoftLockCountdownProps {
  remainingMs: number;
  warning: boolean;
  language: string;
  t: SoftLockTranslate;
}

/** What the live region should say now; null means "keep what it says". */
export function announcementFor(
  minutes: number,
  warning: boolean,
  previous: { minutes: number; warning: boolean } | null,
  t: SoftLockTranslate,
): string | null {
  // The end is announced only when a running count reaches it, not when a count starts at zero.
  if (minutes === 0) return previous && previous.minutes > 0 ? t('softLock.announceExpired') : null;
  if (warning && !previous?.warning) return t('softLock.announceWarning');
  if (previous && previous.minutes === minutes) return null;
  return t('softLock.announceMinutes', { count: minutes });
}

export function SoftLockCountdown({ remainingMs, warning, language, t }: SoftLockCountdownProps) {
  const minutes = minutesLeft(remainingMs);
  const last = useRef<{ minutes: number; warning: boolean } | null>(null);
  const [spoken, setSpoken] = useState('');

  useEffect(() => {
    const next = announcementFor(minutes, warning, last.current, t);
    last.current = { minutes, warning };
    if (next !== null) setSpoken(next);
  }, [minutes, warning, t]);

  return (
    <div
      className={`lrdx-soft-lock-countdown${warning ? ' lrdx-soft-lock-countdown--warning' : ''}`}
      part="soft-lock-countdown"
      data-soft-lock="countdown"
    >
      <span className="lrdx-soft-lock-countdown__label">{t('softLock.countdownLabel')}</span>
      <span className="lrdx-soft-lock-countdown__time">
        <span className="lrdx-visually-hidden">{t('softLock.remaining')} </span>
        {/* Times read left to right in every language of the site. */}
        <bdi dir="ltr" data-soft-lock="time">
          {formatCountdown(remainingMs, language)}
        </bdi>
      </span>
      <p className="lrdx-visually-hidden" aria-live="polite" data-soft-lock="announcement">
        {spoken}
      </p>
    </div>
  );
}
