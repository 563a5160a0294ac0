/**
 * What the server reads from the external feeds of a page's blocks before rendering, handed to the
 * renderers through RenderContext (types.ts): the collection slider's items (collection_slider/feed.ts)
 * and a page of the news block (news/feed.ts). Beside types.ts, below the block folders and shared/, so the base types every
 * block imports depend on no block (docs/architecture.md, "Who may import whom").
 */
export interface FeedItem {
  image: string;
  image_hover: string;
  item_name: string;
  item_label: string;
  url: string;
}

export type FeedResult = { ok: true; items: FeedItem[] } | { ok: false };

export interface NewsItem {
  title: string;
  summary: string;
  image: string;
  url: string;
  /** ISO date; '' when the feed gave none or an invalid one. */
  published_at: string;
}

export type NewsResult = { ok: true; items: NewsItem[]; page: number; total_pages: number } | { ok: false };
