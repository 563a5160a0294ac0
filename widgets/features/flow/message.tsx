/** A screen that only tells something: a title, paragraphs, and the actions that lead on. */
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.js';
import { Screen } from './screen.js';
import type { TextFn } from './slot-texts.js';

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

export interface SlotMessageProps<S extends string> extends Omit<MessageProps, 'title' | 'paragraphs' | 'actions'> {
  // The slot names the keys; the text function is only checked against them (NoInfer).
  t: TextFn<`${NoInfer<S>}_title` | `${NoInfer<S>}_text`>;
  /** The screen's slots are `<slot>_title` and `<slot>_text` (the flow blocks name their slots so: docs/site-shell.md, "Flow screens"). */
  slot: S;
  /** The one button that leads on: its `data-action`, its words and what it does. */
  button?: { action: string; label: string; onPress: () => void };
}

/** A message whose title and one paragraph are two of the flow's text slots, with at most one button. */
export function SlotMessage<S extends string>({ t, slot, button, ...message }: SlotMessageProps<S>) {
  return (
    <Message
      {...message}
      title={t(`${slot}_title`)}
      paragraphs={[t(`${slot}_text`)]}
      actions={
        button ? (
          <Button onPress={button.onPress} action={button.action}>
            {button.label}
          </Button>
        ) : undefined
      }
    />
  );
}
