/**
 * Page-not-found view of the other themes (docs/content-api.md, "Status pages and redirects"): a hero banner headed "Page not
 * found" and a snippet with a Back to home button to /. Setting general.404_page_overrides may
 * override heading, image_id, paragraph and button_label. Built from the same hero_banner and
 * snippet blocks editors place on pages.
 */
import type { PageBlock } from '../../domain/page.js';
import { BlockList } from '../blocks/block-list.js';
import type { RenderContext } from '../blocks/types.js';

export interface NotFoundOverrides {
  heading?: string;
  image_id?: string;
  paragraph?: string;
  button_label?: string;
}

/** The overrides setting, already parsed: only non-empty strings count; anything else is ignored. */
export function readNotFoundOverrides(value: unknown): NotFoundOverrides {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const overrides: NotFoundOverrides = {};
  for (const key of ['heading', 'image_id', 'paragraph', 'button_label'] as const) {
    const text = record[key];
    if (typeof text === 'string' && text.trim() !== '') overrides[key] = text.trim();
  }
  return overrides;
}

/** An image id as a picture URL: URLs and site paths as they are, bare ids from the media library (width 1600). */
export function imageIdSrc(id: string | undefined): string {
  if (!id) return '';
  if (/^https?:\/\//i.test(id) || id.startsWith('/')) return id;
  return `/media/images/${encodeURIComponent(id)}?width=1600`;
}

export function notFoundHeroBlocks(ctx: RenderContext, overrides: NotFoundOverrides): PageBlock[] {
  const text = ctx.strings.notFound;
  return [
    {
      id: 'not-found-hero',
      template: 'hero_banner',
      props: {
        block_scroll_id: '',
        heading: overrides.heading ?? text.title,
        heading_level: '1',
        paragraph: '',
        image: { src: imageIdSrc(overrides.image_id), alt: '' },
        link: { link_text: '', url: '' },
        theme: 'dark',
      },
    },
    {
      id: 'not-found-snippet',
      template: 'snippet',
      props: {
        block_scroll_id: '',
        heading: '',
        heading_level: '2',
        paragraph: overrides.paragraph ?? text.intro,
        alignment: 'center',
        link: {
          link_text: overrides.button_label ?? ctx.strings.backToHome,
          url: '/',
          type: 'internal',
          target: '_self',
          ui_type: 'primary',
          size: 'medium',
          center: true,
        },
      },
    },
  ];
}

export function NotFoundHeroView({ ctx, overrides }: { ctx: RenderContext; overrides: NotFoundOverrides }) {
  return <BlockList blocks={notFoundHeroBlocks(ctx, overrides)} ctx={ctx} />;
}
