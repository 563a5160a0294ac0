/** CMS page as the content API returns it (docs/content-api.md). */
export interface PageBlock {
  id: string;
  /** Key of the block template this block was built from, e.g. "hero_banner". */
  template: string;
  /** Field values the editor filled in; shape defined by the template's fields. */
  props: Record<string, unknown>;
  active_positions?: number[];
  positions?: number[];
}

export interface UrlRedirection {
  to: string;
  http_code: number; // default 301
}

export type PageState = 'published' | 'disabled';

/** A page's titles, share image and where it leads: what the live page and the editor's content (contracts/cms.ts) both hold. */
export interface PageAttributes {
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  /** Share image: a media id or URL. */
  image_id: string | null;
  /** "content" (default) or "redirect". */
  page_type: string;
  link_type: string | null;
  redirect_path: string | null;
  link_new_window: boolean;
  url_redirection: UrlRedirection | null;
}

export interface Page extends PageAttributes {
  id: number;
  path: string;
  blocks: PageBlock[];
  state: PageState;
}

export interface NavEntry {
  id: number;
  label: string;
  url: string;
  position: number;
  parent_id: number | null;
}
