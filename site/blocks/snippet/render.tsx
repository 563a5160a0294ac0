/** Snippet: heading, paragraphs and an optional button inside the grid width. */
import { BlockSection } from '../shared/block-section.js';
import { BlockHeading } from '../shared/heading.js';
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
      <BlockHeading heading={props.heading} level={props.heading_level} />
      <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
      <LinkButton item={props.link} ctx={ctx} />
    </BlockSection>
  );
}
