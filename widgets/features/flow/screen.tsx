/**
 * One screen of a flow: a titled region whose heading takes focus when the screen replaces
 * another (so a screen reader reads where the visitor is now), but not on the first paint, which
 * must not pull the page's focus or scroll into the widget.
 */
import { useEffect, useRef, type ReactNode } from 'react';

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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
    // On mount only: a screen takes focus when it appears, never again while it stays.
  }, []);
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
