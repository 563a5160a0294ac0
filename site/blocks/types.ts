/**
 * Block templates follow Puck's shape `{ key, name, fields, defaultProps }` (catalogue, section 3):
 * the editor builds its forms from `fields`, the renderer fills gaps from `defaultProps`.
 */
import type { Language } from '../../domain/languages.js';
import type { ReactNode } from 'react';
import type { LinkButtonItem } from '../../domain/link-button-rules.js';
import type { LanguageSwitch } from '../../domain/language-switch.js';
import type { RetailerContact } from '../../domain/retailer-contact.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import type { ShellStrings } from '../i18n/index.js';
import type { FeedResult, NewsResult } from './feed-results.js';

interface FieldBase {
  label: string;
  /** Text an editor translates per language. */
  translatable?: boolean;
}

export type Field =
  /**
   * `url: true`: the text is a URL (a link, a video, a feed): checked against the stored-URL rule
   * (domain/safe-url.ts) on save and dropped when rendering if it fails (docs/cms-editor.md).
   * `pick: 'form'`: the text is a form's id; the editor offers a picker of the forms (docs/cms-editor.md, "Forms on a page").
   * Markdown `rich: true` (language html only): text an editor writes, shown in the editor as a rich-text field
   * rather than a code area (docs/cms-editor.md, "Rich text"); the raw-HTML box has no `rich`.
   */
  | (FieldBase & { type: 'string'; placeholder?: string; url?: true; pick?: 'form' })
  | (FieldBase & { type: 'text' })
  | (FieldBase & { type: 'markdown'; language: 'html' | 'json'; rich?: true })
  | (FieldBase & { type: 'bool' })
  | (FieldBase & { type: 'select'; options: readonly { label: string; value: string }[] })
  | (FieldBase & { type: 'number'; min?: number; max?: number })
  | (FieldBase & { type: 'image'; sizes?: readonly string[] })
  | (FieldBase & { type: 'link' })
  /** One of the site's icon names (site/blocks/shared/icons.tsx). */
  | (FieldBase & { type: 'icon' })
  | (FieldBase & { type: 'array'; arrayFields: Record<string, Field>; defaultItemProps: Record<string, unknown>; max: number });

export type FieldType = Field['type'];

export interface ImageValue {
  /** A /media URL or any absolute URL; empty means the block's own inline illustration. */
  src: string;
  alt: string;
}

export type LinkValue = LinkButtonItem;

/** Every block but in-page navigation and the immersive hero gets an anchor id (catalogue, section 1). */
export interface BaseBlockProps {
  block_scroll_id: string;
}

/** A block that starts with its own heading and heading level (shared/catalogue-fields.ts `headedBlockFields`). */
export interface HeadedBlockProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
}

/** Props of any block; the two blocks without block_scroll_id use this directly. */
export type BlockProps = object;

/** Where the editor offers a block (catalogue: area). */
export type BlockArea = 'content' | 'hero' | 'navigation' | 'footer';

export interface BlockTemplate<P extends BlockProps> {
  key: string;
  name: string;
  description: string;
  group: string;
  fields: { [K in keyof P]: Field };
  defaultProps: P;
  /** One line for the editor's block list. */
  short_description?: string;
  /** Kept for old pages but not offered in the editor's list. */
  hidden?: boolean;
  /** The field (an `array` field) whose items are the block's repeatable groups. */
  field_groups?: string;
  /** How many groups a new block starts with. */
  field_groups_seed?: number;
  /** The catalogue's group maximum (max_field_groups); the array field's `max` is the same number. */
  max_field_groups?: number;
  area?: BlockArea;
  /** Position in the editor's list: lower comes first. */
  list_priority?: number;
  /** An SVG drawing (markup) of the block for the editor's list. */
  thumbnail?: string;
  /**
   * Checks beyond each field's type, run when the block is saved (server/cms/block-validation.ts):
   * the first problem, `field` a path under the props (`groups[0].input_configuration`), or null.
   */
  check?: (props: Readonly<Record<string, unknown>>) => { field: string; message: string } | null;
}

/** What every renderer may use besides its props. */
export interface RenderContext {
  segment: Language;
  htmlLang: string;
  strings: ShellStrings;
  /** Turns a site path ("/stock") into its URL under the language segment ("/ku/stock"). */
  href(url: string): string;
  warn(message: string): void;
  /** The header's language button: the same page in the other languages, or disabled (domain/language-switch.ts). */
  languageSwitch?: LanguageSwitch;
  /**
   * Data a block reads besides its props, loaded by the server only for pages that hold the block:
   * the retailers of block retailer_list (server/content/retailers-repository.ts).
   */
  retailers?: RetailerContact[];
  /** External feeds of collection_slider blocks, read by the server before rendering, by feed URL. */
  feeds?: ReadonlyMap<string, FeedResult>;
  /** Feed pages of the page's news blocks, read by the server before rendering, by news URL (news/feed.ts). */
  news?: ReadonlyMap<string, NewsResult>;
  /** The news page asked for in the page URL (`?news_page=`), 1 when none. */
  newsPage?: number;
  /** True when the CMS editor previews the block: editor-only placeholders may show. */
  editing?: boolean;
  /** The price settings, loaded only for pages with a finance calculator (its server-rendered fallback amount). */
  priceSettings?: PriceSettings;
  /**
   * Server-rendered first pages of stock_locator blocks (the element's inner HTML), by
   * domain/stock-first-page.ts `stockElementKey`; a block without one renders the bare element.
   */
  stockFirstPages?: ReadonlyMap<string, string>;
  /** Server-drawn first screens of form blocks (the element's inner HTML), by site/blocks/shared/form-element.ts `formElementKey`. */
  formFirstScreens?: ReadonlyMap<string, string>;
  /** Server-drawn first steps of car-rental enquiry blocks (the shadow root's inner HTML), by its `rentElementKey`. */
  rentFirstScreens?: ReadonlyMap<string, string>;
  /** Server-drawn welcomes of reservation flow blocks (the shadow root's inner HTML), by the element's `texts` (reservationTexts). */
  reservationFirstScreens?: ReadonlyMap<string, string>;
}

export interface BlockRenderProps<P extends BlockProps> {
  props: P;
  ctx: RenderContext;
}

export interface BlockDefinition<P extends BlockProps> {
  template: BlockTemplate<P>;
  Render: (input: BlockRenderProps<P>) => ReactNode;
}

export const scrollIdField = { label: 'Block scroll id', type: 'string' } as const satisfies Field;
