/**
 * Same-page hash links scroll to their target offset by the header's height (docs/site-shell.md,
 * "Shell rules"), smoothly unless the visitor prefers reduced motion, then move keyboard focus there and put
 * the hash in the address bar. The offset is the `--lrdx-header-height` custom property when the
 * page sets one (a retailer bar or breadcrumbs make the header taller), else the header's own height.
 * Without JavaScript the site CSS's scroll-padding does the same job, less precisely.
 */
import { cssLengthToPx, hashScrollTop, hashTargetId } from '../../../domain/shell/hash-scroll.js';

function headerOffset(header: HTMLElement): number {
  const property = getComputedStyle(header).getPropertyValue('--lrdx-header-height');
  const rootFont = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return cssLengthToPx(property, rootFont) || header.getBoundingClientRect().height;
}

export function installHashScroll(header: HTMLElement): () => void {
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search) return;
    const id = hashTargetId(url.hash);
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    event.preventDefault();
    const top = hashScrollTop(target.getBoundingClientRect().top + scrollY, [headerOffset(header)]);
    scrollTo({ top, behavior: reduce.matches ? 'auto' : 'smooth' });
    if (location.hash !== url.hash) history.pushState(null, '', url.hash);
    // Focus follows for keyboard and screen-reader users, without a second jump.
    if (!target.matches('a[href],button,input,select,textarea,[tabindex]')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
