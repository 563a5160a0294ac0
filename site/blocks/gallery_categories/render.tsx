/** Gallery categories: linked picture tiles; "#id" links stay on the page. */
import { BlockSection } from '../shared/block-section.js';
import { BlockImage } from '../shared/block-image.js';
import { blockHref } from '../shared/external-url.js';
import { BlockHeading } from '../shared/heading.js';
import type { BlockRenderProps } from '../types.js';
import type { GalleryCategoriesProps } from './template.js';

export function GalleryCategories({ props, ctx }: BlockRenderProps<GalleryCategoriesProps>) {
  const categories = props.categories.filter((category) => category.title.trim() !== '');
  if (categories.length === 0) return null;
  return (
    <BlockSection blockKey="gallery_categories" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-gallery-categories">
      <BlockHeading heading={props.heading} level={props.heading_level} />
      <ul className="lrdx-gallery-categories__list">
        {categories.map((category, index) => {
          const url = category.url.trim();
          const href = url.startsWith('#') ? url : url ? blockHref(url, ctx) : undefined;
          const body = (
            <>
              <BlockImage image={category.image} width={640} height={360} />
              <span className="lrdx-gallery-categories__title">{category.title}</span>
            </>
          );
          return (
            <li key={index} className="lrdx-gallery-categories__item">
              {href ? <a href={href}>{body}</a> : body}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
