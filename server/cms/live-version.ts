/**
 * Which version of a page visitors see now (docs/cms-editor.md, "Versions"): the newest version whose
 * content is the page's published content. A page that is not published has no live version; a draft
 * saved after publishing is newer but not live.
 */
import type { CmsPageContent } from '../../domain/contracts/cms.js';
import type { PageRow } from '../db/schema.js';
import { livePageContent, samePageContent } from './page-content.js';

/** `versions` newest first, each with its stored content (JSON); returns them with `live` set on one at most. */
export function markLive<T extends { content: string }>(versions: readonly T[], page: PageRow): Array<T & { live: boolean }> {
  const published = page.state === 'published' ? livePageContent(page) : null;
  let found = false;
  return versions.map((version) => {
    const live = !found && published !== null && sameAsPublished(version.content, published);
    if (live) found = true;
    return { ...version, live };
  });
}

function sameAsPublished(stored: string, published: CmsPageContent): boolean {
  try {
    // A field an older version did not record is the published one's, as a draft is read (page-content.ts).
    return samePageContent({ ...published, ...(JSON.parse(stored) as CmsPageContent) }, published);
  } catch {
    return false;
  }
}
