/** Breadcrumbs bar under the standard navigation (docs/site-shell.md, "Which navigation a page shows"), from the navigation entries. */
import type { Breadcrumb } from '../../domain/navigation/breadcrumbs.js';
import type { RenderContext } from '../blocks/types.js';
import { NAV_STRINGS } from './shell-nav-strings.js';

export function Breadcrumbs({ ctx, trail, homepage }: { ctx: RenderContext; trail: readonly Breadcrumb[]; homepage: string }) {
  const strings = NAV_STRINGS[ctx.segment];
  const last = trail.length - 1;
  return (
    <nav className="lrdx-header-bar lrdx-breadcrumbs" aria-label={strings.breadcrumbs}>
      <ol className="lrdx-breadcrumbs__list">
        <li>
          <a href={ctx.href(homepage)}>{strings.home}</a>
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.id}>
            {index === last ? <span aria-current="page">{crumb.label}</span> : <a href={ctx.href(crumb.url)}>{crumb.label}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
