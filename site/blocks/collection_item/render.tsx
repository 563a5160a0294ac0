/** Collection item: photos in a carousel, the editor's html around them, and a Find Us link. */
import { BlockSection } from '../shared/block-section.js';
import { parseJson, sizesFor } from '../shared/block-image.js';
import { Picture } from '../shared/picture.js';
import { blockStrings } from '../shared/block-strings.js';
import { Carousel } from '../shared/carousel.js';
import type { BlockRenderProps } from '../types.js';
import { PHOTOS_PLACEHOLDER, RETAILER_LOCATOR_PATH, type CollectionItemProps } from './template.js';

const PHOTOS_PARAGRAPH = /<p>\s*\{photos\}\s*<\/p>/;

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function CollectionItem({ props, ctx }: BlockRenderProps<CollectionItemProps>) {
  const strings = blockStrings(ctx.segment);
  const urls = parseJson(props.images, isStringArray, []).filter((url) => /^(https?:\/\/|\/)/.test(url));
  const photos =
    urls.length > 0 ? (
      <Carousel
        ctx={ctx}
        label={props.images_alt || strings.gallery}
        slides={urls.map((url, index) => (
          <Picture
            key={url}
            image={{ src: url, alt: urls.length > 1 ? `${props.images_alt} ${index + 1}` : props.images_alt }}
            sizes={sizesFor(1024)}
          />
        ))}
      />
    ) : null;
  // The editor's rich-text field keeps the placeholder in a paragraph of its own (`<p>{photos}</p>`):
  // the paragraph goes with it, so neither side of the photos is left with half a paragraph.
  const html = props.html.replace(PHOTOS_PARAGRAPH, PHOTOS_PLACEHOLDER);
  const [before, after] = html.includes(PHOTOS_PLACEHOLDER) ? html.split(PHOTOS_PLACEHOLDER, 2) : ['', html];
  return (
    <BlockSection blockKey="collection_item" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-collection-item">
      {/* Editor-written HTML; editors are signed-in staff. */}
      {before ? <div className="lrdx-rich" dangerouslySetInnerHTML={{ __html: before }} /> : null}
      {photos}
      {after ? <div className="lrdx-rich" dangerouslySetInnerHTML={{ __html: after }} /> : null}
      <p>
        <a className="lrdx-button lrdx-button--secondary lrdx-button--medium" href={ctx.href(RETAILER_LOCATOR_PATH)}>
          {strings.findUs}
        </a>
      </p>
    </BlockSection>
  );
}
