/** The soft lock's in-page texts: the info line with the approximate end, and the expired screen. */
import { useEffect, useRef } from 'react';
import { fillSoftLockTime, formatClockTime } from '../../../domain/soft-lock-time.js';
import { Button } from '../../ui/button.js';
import type { SoftLockTranslate } from './types.js';

export interface SoftLockInfoProps {
  /** End of the hold, epoch milliseconds of this browser's clock. */
  expiresAt: number;
  language: string;
  t: SoftLockTranslate;
  /** An editor's own text (a block's content slot) with `{{ soft_lock_time }}`; else the translation. */
  template?: string;
}

export function SoftLockInfo({ expiresAt, language, t, template }: SoftLockInfoProps) {
  const time = formatClockTime(expiresAt, language);
  const text = template ? fillSoftLockTime(template, time) : t('softLock.info', { soft_lock_time: time });
  return (
    <p className="lrdx-soft-lock-info" part="soft-lock-info" data-soft-lock="info">
      {text}
    </p>
  );
}

export interface SoftLockExpiredViewProps {
  t: SoftLockTranslate;
  onReattempt: () => void;
}

export function SoftLockExpiredView({ t, onReattempt }: SoftLockExpiredViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen replaced the form the visitor was in: move focus to its heading so it is read.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="lrdx-soft-lock-expired"
      part="soft-lock-expired"
      data-soft-lock="expired"
      aria-labelledby="lrdx-soft-lock-expired-title"
    >
      <h2 id="lrdx-soft-lock-expired-title" ref={heading} tabIndex={-1}>
        {t('softLock.expiredTitle')}
      </h2>
      <p>{t('softLock.expiredText')}</p>
      <Button onPress={onReattempt} action="soft-lock-reattempt">
        {t('softLock.reattempt')}
      </Button>
    </section>
  );
}
