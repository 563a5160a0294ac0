/** Outer element of every block: its anchor id (block_scroll_id) and a class per block key. */
import type { ReactNode } from 'react';
import type { HeadedBlockProps } from '../types.js';
import { BlockHeading } from './heading.js';

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

/**
 * The outer element of a block that starts with its own heading (shared/catalogue-fields.ts
 * `headedBlockFields`): its anchor id, then the heading at its level, or none when left empty.
 */
export function HeadedBlockSection({
  blockKey,
  props,
  className,
  children,
}: {
  blockKey: string;
  props: HeadedBlockProps;
  className?: string;
  children: ReactNode;
}) {
  return (
    <BlockSection blockKey={blockKey} scrollId={props.block_scroll_id} className={className}>
      <BlockHeading heading={props.heading} level={props.heading_level} />
      {children}
    </BlockSection>
  );
}
