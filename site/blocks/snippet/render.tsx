/** Snippet: heading, paragraphs and an optional button inside the grid width. */
import { HeadedBlockSection } from '../shared/block-section.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { SnippetProps } from './template.js';

export function Snippet({ props, ctx }: BlockRenderProps<SnippetProps>) {
  return (
    <HeadedBlockSection
      blockKey="snippet"
      props={props}
      className={`lrdx-grid lrdx-snippet lrdx-snippet--${props.alignment === 'start' ? 'start' : 'center'}`}
    >
      <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
      <LinkButton item={props.link} ctx={ctx} />
    </HeadedBlockSection>
  );
}
