/**
 * The frame of every order-online step: the section in the page language and direction, its
 * heading and the progress line. Apart so the server draws the steps page with this very markup
 * (server-render.tsx) and the widget's first render keeps those nodes (docs/decisions.md, "Page
 * speed as a first-time visitor gets it").
 */
import type { ReactNode } from 'react';
import { localizeDigits } from '../../domain/digits.js';
import { directionOf, htmlLangOf, type Language } from '../runtime/i18n.js';
import type { Translate } from './texts.js';

export function OrderFrame({
  t,
  language,
  top,
  phase,
  rootRef,
  children,
}: {
  t: Translate;
  language: Language;
  /** The machine's top state (`steps`, `checkout`, …) and checkout's phase. */
  top: string | undefined;
  phase: string;
  rootRef?: (element: HTMLElement | null) => void;
  children?: ReactNode;
}) {
  return (
    <section
      ref={rootRef}
      className="lrdx-order"
      lang={htmlLangOf(language)}
      dir={directionOf(language)}
      aria-labelledby={top === 'confirmation' ? undefined : 'lrdx-order-title'}
      data-step={top}
      data-phase={phase}
    >
      {/* The confirmation page's own server-rendered heading names it; elsewhere the element does. */}
      {top === 'confirmation' ? null : (
        <h1 id="lrdx-order-title" className="lrdx-order__title">
          {t('title')}
        </h1>
      )}
      <Progress
        t={t}
        current={top === 'checkout' ? 'checkout' : top === 'success' || top === 'confirmation' ? 'success' : 'steps'}
        language={language}
      />
      {children}
    </section>
  );
}

function Progress({ t, current, language }: { t: Translate; current: 'steps' | 'checkout' | 'success'; language: string }) {
  const steps = ['steps', 'checkout', 'success'] as const;
  return (
    <nav aria-label={t('progress')}>
      <ol className="lrdx-order-progress">
        {steps.map((s, i) => (
          <li key={s} aria-current={s === current ? 'step' : undefined}>
            <span aria-hidden="true">{localizeDigits(i + 1, language)}</span> {t(`step.${s}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
