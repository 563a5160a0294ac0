/**
 * Page-not-found view of the lrdx theme (docs/content-api.md, "Status pages and redirects"): the HTML of setting
 * general.404_page when an editor set it, otherwise the default text of causes and actions.
 */
import type { RenderContext } from '../blocks/types.js';

export function NotFoundView({ ctx, customHtml }: { ctx: RenderContext; customHtml?: string | undefined }) {
  if (customHtml) {
    // Editor-written HTML from settings; editors are signed-in staff.
    return <div className="lrdx-not-found" dangerouslySetInnerHTML={{ __html: customHtml }} />;
  }
  const text = ctx.strings.notFound;
  return (
    <div className="lrdx-not-found">
      <h1 className="lrdx-not-found__title">{text.title}</h1>
      <p>{text.intro}</p>
      <h2 className="lrdx-not-found__subtitle">{text.causesHeading}</h2>
      <ul className="lrdx-not-found__list">
        {text.causes.map((cause) => (
          <li key={cause}>{cause}</li>
        ))}
      </ul>
      <h2 className="lrdx-not-found__subtitle">{text.actionsHeading}</h2>
      <ul className="lrdx-not-found__list">
        <li>
          <a href={ctx.href('/')}>{text.goHome}</a>
        </li>
        <li>{text.goBack}</li>
        <li>{text.retypeUrl}</li>
      </ul>
    </div>
  );
}
