/** A screen that only tells something: a title, paragraphs, and the actions that lead on. */
import type { ReactNode } from 'react';
import { Screen } from './screen.js';

export interface MessageProps {
  name: string;
  title: string;
  focus: boolean;
  paragraphs: (string | ReactNode)[];
  /** Block content after the paragraphs (a list of facts). */
  details?: ReactNode;
  actions?: ReactNode;
  alert?: boolean;
  /** A request is still running (awaiting screens): the region says it is busy. */
  busy?: boolean;
}

export function Message({ name, title, focus, paragraphs, details, actions, alert, busy }: MessageProps) {
  return (
    <Screen name={name} title={title} focus={focus} {...(alert ? { role: 'alert' as const } : {})}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="lrdx-flow__text">
          {paragraph}
        </p>
      ))}
      {details}
      {busy ? <span className="lrdx-spinner" aria-hidden="true" /> : null}
      {actions ? <div className="lrdx-flow__actions">{actions}</div> : null}
    </Screen>
  );
}
