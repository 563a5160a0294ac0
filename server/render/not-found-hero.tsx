/** The page-not-found body of the other themes (site/layouts/not-found-hero-view.tsx) in the site layout. */
import { renderToString } from 'react-dom/server';
import { DefaultLayout } from '../../site/layouts/default-layout.js';
import { NotFoundHeroView, type NotFoundOverrides } from '../../site/layouts/not-found-hero-view.js';
import type { BodyInput } from './render-body.js';

/** The lrdx theme keeps its own view (general.404_page or the causes and actions text); any other theme gets the hero. */
export function usesHeroNotFound(theme: string): boolean {
  return theme.trim().toLowerCase() !== 'lrdx';
}

export function renderNotFoundHeroBody(input: BodyInput, overrides: NotFoundOverrides): string {
  return renderToString(
    <DefaultLayout {...input}>
      <NotFoundHeroView ctx={input.ctx} overrides={overrides} />
    </DefaultLayout>,
  );
}
