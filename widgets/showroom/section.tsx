/**
 * A titled section of the vehicle page (specs, features, notes, retailer, similar vehicles): a region
 * named by its heading (whose id comes from the section's name), and, when `part` is set, a
 * `::part()` of that name for the retailer's styles (docs/embedding.md).
 */
import type { ReactNode } from 'react';

export function ShowroomSection({
  name,
  title,
  part = false,
  children,
}: {
  name: string;
  title: string;
  part?: boolean;
  children: ReactNode;
}) {
  const id = `lrdx-showroom-${name}`;
  return (
    <section className="lrdx-showroom__section" aria-labelledby={id} part={part ? name : undefined}>
      <h2 id={id} className="lrdx-showroom__subtitle">
        {title}
      </h2>
      {children}
    </section>
  );
}
