/**
 * An item's title over its text (a step, a milestone, a card: shared/card-fields.ts `TitledText`),
 * classed after its block as `<base>__title` and `<base>__text`.
 */
import type { TitledText } from './card-fields.js';
import { Heading, type HeadingLevel } from './heading.js';
import { Paragraphs } from './paragraphs.js';

export function TitledTextView({ item, level, base }: { item: TitledText; level: HeadingLevel; base: string }) {
  return (
    <>
      <Heading level={level} className={`${base}__title`}>
        {item.title}
      </Heading>
      <Paragraphs text={item.text} className={`${base}__text`} />
    </>
  );
}
