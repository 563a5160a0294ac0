/**
 * Where an editor previews a page version as the site would show it (server/render/version-preview.ts,
 * docs/cms-editor.md "Versions"); the editor's versions dialog links there. The language is the page's own.
 */
import type { Language } from './languages.js';

export function versionPreviewPath(language: Language, pageId: number, version: number): string {
  return `/${language}/cms/preview/${pageId}/${version}`;
}
