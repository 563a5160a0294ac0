/**
 * How the inquiry ended: sent ("thank you", announced as a status) or failed (an alert, with what
 * the visitor can do next). Its heading takes the focus when it is shown (`data-focus`).
 */
import type { ReactNode } from 'react';
import type { RentTextKey } from './translations/en.js';

export interface OutcomeProps {
  /** The outcome's name: its `data-outcome` and the prefix of its texts (`<name>.heading`, `<name>.message`). */
  name: 'thank-you' | 'error';
  t: (k: RentTextKey) => string;
  children?: ReactNode;
}

export function Outcome({ name, t, children }: OutcomeProps) {
  return (
    <div className="lrdx-rent__outcome" data-outcome={name}>
      <h3 className="lrdx-rent__heading" tabIndex={-1} data-focus>
        {t(`${name}.heading`)}
      </h3>
      <p role={name === 'error' ? 'alert' : 'status'}>{t(`${name}.message`)}</p>
      {children}
    </div>
  );
}
