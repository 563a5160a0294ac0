/**
 * A widget's custom element as a block places it (docs/embedding.md): classed by its tag (the room
 * shared/styles.css keeps for it), in the page's language, the block's settings as JSON in `config`,
 * with the server-rendered fallback inside until the widget renders over it.
 */
import { createElement, type ReactNode } from 'react';
import type { RenderContext } from '../types.js';

export function WidgetElement({ tag, ctx, config, children }: { tag: string; ctx: RenderContext; config: unknown; children: ReactNode }) {
  return createElement(tag, { className: tag, lang: ctx.segment, config: JSON.stringify(config) }, children);
}
