/**
 * What the canvas iframe needs to look like the site: the page language and direction on its
 * <html>, the site's fonts and stylesheet, and /loader.js so widget tags placed in HTML fields run
 * in the preview as they do on the site. Puck hands us the iframe's document (`overrides.iframe`).
 * It also needs Puck's own drop-zone rules, which Puck injects as an inline <style> that the CSP
 * refuses: the editor shell marks the stylesheet holding them (data-lrdx-canvas-style) and it is
 * linked here too, or an empty page has a drop zone of no height and palette drags land nowhere.
 * The same goes for dnd-kit's drag feedback rules (the build's drag-feedback stylesheet,
 * scripts/dnd-kit-feedback-css.mjs, marked the same way):
 * without them a dragged block does not follow the pointer and lands blocks away (docs/cms-editor.md,
 * "Drag and drop at every zoom").
 */
import { useEffect, type ReactNode } from 'react';
import { LANGUAGE_INFO, type Language } from '../../domain/languages.js';

const SITE_ASSETS = [
  { kind: 'style', href: '/fonts/lrdx-fonts.css' },
  { kind: 'style', href: '/site/site.css' },
  { kind: 'script', href: '/loader.js' },
] as const;

/** The editor shell's stylesheets that the canvas needs as well (Puck's, see above). */
function canvasStylesOf(host: Document): Array<{ kind: 'style'; href: string }> {
  return [...host.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-lrdx-canvas-style]')].map((link) => ({
    kind: 'style',
    href: link.getAttribute('href') ?? '',
  }));
}

export function preparePreviewDocument(doc: Document, language: Language, host: Document = document): void {
  const { htmlLang, dir } = LANGUAGE_INFO[language];
  doc.documentElement.lang = htmlLang;
  doc.documentElement.dir = dir;
  for (const asset of [...canvasStylesOf(host), ...SITE_ASSETS]) {
    if (doc.head.querySelector(`[data-lrdx-preview="${asset.href}"]`)) continue;
    if (asset.kind === 'style') {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = asset.href;
      link.dataset.lrdxPreview = asset.href;
      doc.head.append(link);
    } else {
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = asset.href;
      script.dataset.lrdxPreview = asset.href;
      script.dataset.lang = language;
      doc.head.append(script);
    }
  }
}

/** The zoom in a `transform: scale(z)` (Puck's canvas root), or 1. */
export function zoomOf(transform: string): number {
  const zoom = Number(/scale\(\s*([0-9.]+)/.exec(transform)?.[1]);
  return zoom > 0 ? zoom : 1;
}

/**
 * Keeps `--lrdx-preview-zoom` on the canvas's <html> equal to the zoom Puck scales the canvas by
 * (the style of its #puck-canvas-root), so canvas.css gives the block label bar room above the
 * first block at every zoom (docs/cms-editor.md, "The block label bar"). Answers the stop.
 */
export function followPreviewZoom(doc: Document, host: Document = document): () => void {
  const root = host.getElementById('puck-canvas-root');
  const apply = () => doc.documentElement.style.setProperty('--lrdx-preview-zoom', String(zoomOf(root?.style.transform ?? '')));
  apply();
  if (!root) return () => {};
  const observer = new MutationObserver(apply);
  observer.observe(root, { attributes: true, attributeFilter: ['style'] });
  return () => observer.disconnect();
}

export function PreviewFrame({ document: doc, language, children }: { document?: Document; language: Language; children: ReactNode }) {
  useEffect(() => {
    if (doc) preparePreviewDocument(doc, language);
  }, [doc, language]);
  useEffect(() => (doc ? followPreviewZoom(doc) : undefined), [doc]);
  return <>{children}</>;
}
