/**
 * Block templates follow Puck's shape `{ key, name, fields, defaultProps }` (catalogue, section 3):
 * the editor builds its forms from `fields`, the renderer fills gaps from `defaultProps`.
 */
import type { Language } from '../../domain/languages.js';
import type { ReactNode } from 'react';
import type { LinkButtonItem } from '../../domain/link-button.js';
import type { LanguageSwitch } from '../../domain/language-switch.js';
import type { RetailerContact } from '../../domain/retailer-contact.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import type { ShellStrings } from '../i18n/index.js';

interface FieldBase {
  label: string;
  /** Text an editor translates per language. */
  translatable?: boolean;
}

export type Field =
  | (FieldBase & { type: 'string'; placeholder?: string })
  | (FieldBase & { type: 'text' })
  | (FieldBase & { type: 'markdown'; language: 'html' | 'json' })
  | (FieldBase & { type: 'bool' })
  | (FieldBase & { type: 'select'; options: readonly { label: string; value: string }[] })
  | (FieldBase & { type: 'number'; min?: number; max?: number })
  | (FieldBase & { type: 'image'; sizes?: readonly string[] })
  | (FieldBase & { type: 'link' })
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

export interface BlockTemplate<P extends BaseBlockProps> {
  key: string;
  name: string;
  description: string;
  group: string;
  fields: { [K in keyof P]: Field };
  defaultProps: P;
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
  /** The price settings, loaded only for pages with a finance calculator (its server-rendered fallback amount). */
  priceSettings?: PriceSettings;
}

export interface BlockRenderProps<P extends BaseBlockProps> {
  props: P;
  ctx: RenderContext;
}

export interface BlockDefinition<P extends BaseBlockProps> {
  template: BlockTemplate<P>;
  Render: (input: BlockRenderProps<P>) => ReactNode;
}

export const scrollIdField = { label: 'Block scroll id', type: 'string' } as const satisfies Field;
