/** A status page's content (no access, no permissions, sign-in error, disabled page): heading, text, the way home. */
import type { RenderContext } from '../blocks/types.js';
import type { StatusPageText } from '../i18n/status-pages.js';

export function StatusPageView({ ctx, text }: { ctx: RenderContext; text: StatusPageText }) {
  return (
    <div className="lrdx-not-found">
      <h1 className="lrdx-not-found__title">{text.title}</h1>
      <p>{text.body}</p>
      <p>
        <a className="lrdx-button lrdx-button--primary lrdx-button--medium" href={ctx.href('/')}>
          {ctx.strings.backToHome}
        </a>
      </p>
    </div>
  );
}
