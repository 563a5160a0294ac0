/**
 * Tabs between the screens of an area (the editor: pages, navigation, media; admin: users,
 * settings, quick links), following the WAI-ARIA tabs pattern: one tab stop, arrow keys (mirrored
 * right to left), Home and End move between tabs and activate them.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export function AreaTabs<T extends string>({
  tabs,
  labels,
  current,
  label,
  idPrefix,
  onSelect,
  children,
}: {
  tabs: readonly T[];
  labels: Record<T, string>;
  current: T;
  /** The tab list's accessible name. */
  label: string;
  idPrefix: string;
  onSelect(tab: T): void;
  /** The current tab's panel. */
  children: ReactNode;
}) {
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = tabs.indexOf(current);
    const forward = (event.key === 'ArrowRight') !== rtl;
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : (index + (forward ? 1 : -1) + tabs.length) % tabs.length;
    const tab = tabs[next]!;
    onSelect(tab);
    buttons.current[tab]?.focus();
  }
  return (
    <>
      <div role="tablist" aria-label={label} className="cms-tabs" onKeyDown={onKey}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${name}`}
            aria-controls={`${idPrefix}-panel-${name}`}
            aria-selected={current === name}
            tabIndex={current === name ? 0 : -1}
            onClick={() => onSelect(name)}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${current}`} aria-labelledby={`${idPrefix}-tab-${current}`} className="cms-area__panel">
        {children}
      </div>
    </>
  );
}
