/**
 * A block that draws nothing yet in the editor's preview (a new snippet, accordion or gallery with
 * empty fields is 0 px high, so the editor cannot see, select or drop next to it) gets a visible
 * stand-in under it: the block's name and how to fill it, in the editor's language
 * (docs/cms-editor.md, "A new block"). It is measured rather than decided per block, so a block
 * that draws nothing for any reason (no form chosen, an empty list, a schema block) gets one, and
 * it goes as soon as the block draws something. Only the editor's preview uses it; the site does not.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const HINT_STYLE = {
  boxSizing: 'border-box',
  minBlockSize: '4rem',
  paddingBlock: '2rem',
  paddingInline: '1.5rem',
  border: '2px dashed #8a8f98',
  background: '#f4f5f7',
  color: '#1b1d21',
  // Large enough to read in the desktop preview, which Puck zooms to about a third.
  font: '1.75rem/1.4 system-ui, sans-serif',
  textAlign: 'center',
} as const;

/** Height of what the block drew in its Puck item (every child but the hint and the probe). */
function drawnHeight(item: Element, probe: Element): number {
  let top = Infinity;
  let bottom = -Infinity;
  for (const child of Array.from(item.children)) {
    if (child === probe || child.hasAttribute('data-lrdx-empty-hint')) continue;
    const box = child.getBoundingClientRect();
    if (box.height === 0 && box.width === 0) continue;
    top = Math.min(top, box.top);
    bottom = Math.max(bottom, box.bottom);
  }
  return bottom > top ? bottom - top : 0;
}

export function EmptyBlockHint({ name, hint, children }: { name: string; hint: string; children: ReactNode }) {
  const probe = useRef<HTMLSpanElement>(null);
  const [empty, setEmpty] = useState(false);
  useLayoutEffect(() => {
    const element = probe.current;
    const item = element?.parentElement;
    if (!element || !item) return;
    const check = () => setEmpty(drawnHeight(item, element) < 1);
    check();
    // The preview is an iframe: its own window's ResizeObserver watches its elements.
    const View = element.ownerDocument.defaultView?.ResizeObserver ?? ResizeObserver;
    const observer = new View(check);
    for (const child of Array.from(item.children)) observer.observe(child);
    // Children drawn later (a widget that loads, a list item added) are watched too.
    const Mutations = element.ownerDocument.defaultView?.MutationObserver ?? MutationObserver;
    const mutations = new Mutations(() => {
      for (const child of Array.from(item.children)) observer.observe(child);
      check();
    });
    mutations.observe(item, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);
  return (
    <>
      {children}
      <span ref={probe} hidden data-lrdx-block-probe="" />
      {empty ? (
        // Styled by properties, not a class: the preview frame links only the site's and Puck's stylesheets.
        <div data-lrdx-empty-hint="" style={HINT_STYLE}>
          <strong>{name}</strong> <span>{hint}</span>
        </div>
      ) : null}
    </>
  );
}
