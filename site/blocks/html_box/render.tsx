/**
 * HTML box: the stored HTML as it is. It was sanitized when saved (the template's comment), so
 * the renderer does not sanitize again: sanitize-html would otherwise ride in the editor bundle,
 * which previews the block with this same renderer. Widget tags in it are upgraded by the loader.
 */
import { BlockSection } from '../shared/block-section.js';
import type { BlockRenderProps } from '../types.js';
import type { HtmlBoxProps } from './template.js';

export function HtmlBox({ props }: BlockRenderProps<HtmlBoxProps>) {
  if (props.html.trim() === '') return null;
  return (
    <BlockSection
      blockKey="html_box"
      scrollId={props.block_scroll_id}
      className={props.full_width ? 'lrdx-block--bleed lrdx-html-box' : 'lrdx-grid lrdx-html-box'}
    >
      <div className="lrdx-rich" dangerouslySetInnerHTML={{ __html: props.html }} />
    </BlockSection>
  );
}
