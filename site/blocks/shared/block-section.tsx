/** Outer element of every block: its anchor id (block_scroll_id) and a class per block key. */
import type { ReactNode } from 'react';

export function BlockSection({
  blockKey,
  scrollId,
  className,
  children,
  label,
}: {
  blockKey: string;
  scrollId: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const id = scrollId.trim() || undefined;
  return (
    <section
      id={id}
      className={['lrdx-block', `lrdx-block--${blockKey.replace(/_/g, '-')}`, className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {children}
    </section>
  );
}
