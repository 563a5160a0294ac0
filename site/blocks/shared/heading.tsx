/** Heading level h1-h6 or 1-6 (docs/site-shell.md, "Shell rules"); anything else falls back to the block's default. */
import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const HEADING_LEVEL_OPTIONS = [1, 2, 3, 4, 5, 6].map((level) => ({ label: `H${level}`, value: String(level) }));

export function headingLevel(value: unknown, fallback: HeadingLevel): HeadingLevel {
  const match = /^h?([1-6])$/i.exec(String(value ?? '').trim());
  return match ? (Number(match[1]) as HeadingLevel) : fallback;
}

/** The level of the headings under one at `level` (a list's items under the block's heading), h6 at most. */
export const levelBelow = (level: HeadingLevel): HeadingLevel => Math.min(6, level + 1) as HeadingLevel;

export function Heading({ level, className, children }: { level: HeadingLevel; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}

/**
 * A block's own heading (its `heading` and `heading_level` fields, shared/catalogue-fields.ts
 * `headedBlockFields`), or nothing when the editor left it empty.
 */
export function BlockHeading({
  heading,
  level,
  defaultLevel = 2,
  className = 'lrdx-heading',
}: {
  heading: string;
  level: unknown;
  defaultLevel?: HeadingLevel;
  className?: string;
}) {
  return heading ? (
    <Heading level={headingLevel(level, defaultLevel)} className={className}>
      {heading}
    </Heading>
  ) : null;
}
