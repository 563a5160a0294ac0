/**
 * What every server-rendered page links besides its own content: the site stylesheet, and
 * `<link rel="modulepreload">` for the widget bundles its custom elements need. Without the
 * preloads the browser finds them one hop at a time (loader.js → the widget → the shared runtime
 * and chunks), three round trips before the widget can paint; with them all load in parallel with
 * the loader. The bundle graph comes from dist/manifest.json, read once at start; without a build
 * there is nothing to preload and pages still work (the loader fetches what it needs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BundleManifest {
  tags: Record<string, string>;
  /** `kind: 'language'` bundles are a widget's texts in the language `name` (dynamic imports of the widget). */
  bundles: Array<{ name: string; file: string; kind: string; imports: string[]; dynamicImports?: string[] }>;
}

export interface PageAssets {
  siteCssHref: string;
  /** Root-relative URLs of the bundles the custom elements in `bodyHtml` import, with their texts in the page's language. */
  preloadsFor(bodyHtml: string): string[];
}

export function readBundleManifest(distDir: string): BundleManifest | null {
  const file = join(distDir, 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BundleManifest;
  } catch {
    return null;
  }
}

// A tag with data-load-on waits for the visitor (visible, interaction): its bundle is not needed up front.
// The lookahead sees whether the tag's content is a server-rendered declarative shadow root.
const CUSTOM_ELEMENT = /<(lrdx-[a-z0-9-]+)(\s[^>]*)?>(?=(\s*<template shadowrootmode=)?)/g;
/** Marks an element whose light-DOM children are its complete first screen (the vehicle page's `<lrdx-showroom>`). */
export const SERVER_FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

export function bundlesForHtml(bodyHtml: string, manifest: BundleManifest | null, language: string): string[] {
  if (!manifest) return [];
  const byFile = new Map(manifest.bundles.map((b) => [b.file, b]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const bundle = byFile.get(file);
    for (const dependency of bundle?.imports ?? []) visit(dependency);
    // A widget imports its texts once it runs; fetching the page language's now saves that round trip.
    for (const dynamic of bundle?.dynamicImports ?? []) {
      const texts = byFile.get(dynamic);
      if (texts?.kind === 'language' && texts.name === language) visit(dynamic);
    }
  };
  for (const [, tag, attributes, serverRendered] of bodyHtml.matchAll(CUSTOM_ELEMENT)) {
    if (attributes && /\sdata-load-on="?(visible|interaction)/.test(attributes)) continue;
    // An element whose first screen came rendered by the server (the stock locator's first page in
    // a declarative shadow root, the vehicle page's heading, picture and price as light-DOM children)
    // needs its bundle only to take over: preloading it made the bundle's bytes share the phone's
    // connection with the picture that is the page's largest paint, and Lighthouse counts preloaded
    // scripts as render-blocking (docs/decisions.md, "Page speed: preloads instead of a bigger loader": stock 77 → 98, vehicle page LCP 2.1 → 1.0–1.2 s).
    if (serverRendered || attributes?.includes(` ${SERVER_FIRST_SCREEN_ATTRIBUTE}="server"`)) continue;
    const file = tag ? manifest.tags[tag] : undefined;
    if (file) visit(file);
  }
  return [...files].map((file) => `/${file}`);
}

export function pageAssets(siteCssHref: string, manifest: BundleManifest | null, language: string): PageAssets {
  return { siteCssHref, preloadsFor: (bodyHtml) => bundlesForHtml(bodyHtml, manifest, language) };
}
