/** Gallery categories: linked picture tiles; "#id" links stay on the page. */
import { HeadedBlockSection } from '../shared/block-section.js';
import { BlockImage } from '../shared/block-image.js';
import { blockHref } from '../shared/external-url.js';
import type { BlockRenderProps } from '../types.js';
import type { GalleryCategoriesProps } from './template.js';

export function GalleryCategories({ props, ctx }: BlockRenderProps<GalleryCategoriesProps>) {
  const categories = props.categories.filter((category) => category.title.trim() !== '');
  if (categories.length === 0) return null;
  return (
    <HeadedBlockSection blockKey="gallery_categories" props={props} className="lrdx-grid lrdx-gallery-categories">
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
    </HeadedBlockSection>
  );
}
