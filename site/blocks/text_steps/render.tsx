/** Text steps: an ordered list, so the numbers are the list's own (and read by screen readers). */
import { formatNumber } from '../../../domain/number-format.js';
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel, levelBelow } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { TitledTextView } from '../shared/titled-text.js';
import type { BlockRenderProps } from '../types.js';
import type { TextStepsProps } from './template.js';

export function TextSteps({ props, ctx }: BlockRenderProps<TextStepsProps>) {
  const level = headingLevel(props.heading_level, 2);
  const stepLevel = levelBelow(level);
  return (
    <BlockSection blockKey="text_steps" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-text-steps">
      <Heading level={level} className="lrdx-title">
        {props.heading}
      </Heading>
      <Paragraphs text={props.paragraph} className="lrdx-lead" />
      <ol className="lrdx-text-steps__list">
        {props.steps.map((step, index) => (
          <li key={index} className="lrdx-text-steps__step">
            <span className="lrdx-text-steps__number" aria-hidden="true">
              {formatNumber(index + 1, ctx.segment).padStart(2, formatNumber(0, ctx.segment))}
            </span>
            <TitledTextView item={step} level={stepLevel} base="lrdx-text-steps" />
          </li>
        ))}
      </ol>
      <LinkButton item={props.link} ctx={ctx} />
    </BlockSection>
  );
}
