/** Snippet: heading, paragraphs and an optional button inside the grid width. */
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { SnippetProps } from './template.js';

export function Snippet({ props, ctx }: BlockRenderProps<SnippetProps>) {
  return (
    <BlockSection
      blockKey="snippet"
      scrollId={props.block_scroll_id}
      className={`lrdx-grid lrdx-snippet lrdx-snippet--${props.alignment === 'start' ? 'start' : 'center'}`}
    >
      {props.heading ? (
        <Heading level={headingLevel(props.heading_level, 2)} className="lrdx-heading">
          {props.heading}
        </Heading>
      ) : null}
      <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
      <LinkButton item={props.link} ctx={ctx} />
    </BlockSection>
  );
}
