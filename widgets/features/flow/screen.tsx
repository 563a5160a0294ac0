/**
 * One screen of a flow: a titled region whose heading is shown and focused when the screen replaces
 * another (show-step.ts: so a screen reader reads where the visitor is now, and the view is at
 * the screen's top), but not on the first paint, which must not pull the page's focus or scroll
 * into the widget.
 */
import type { ReactNode } from 'react';
import { useStepHeading } from './show-step.js';

export interface ScreenProps {
  /** Stable hook for tests and host styles: `data-screen`. */
  name: string;
  title: string;
  focus: boolean;
  children?: ReactNode;
  /** `alert` for failures, so they are announced even without a focus move. */
  role?: 'alert';
}

export function Screen({ name, title, focus, children, role }: ScreenProps) {
  const heading = useStepHeading(focus);
  const id = `lrdx-screen-${name}`;
  return (
    <section className="lrdx-flow__screen" data-screen={name} part={`screen ${name}`} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className="lrdx-flow__title">
        {title}
      </h2>
      <div className="lrdx-flow__body" role={role}>
        {children}
      </div>
    </section>
  );
}
