/**
 * The external navigation service's markup (setting naas_navigation.configuration; the server
 * fetched it, server/content/naas-navigation.ts). Its HTML comes from the configured service, a
 * party the site's operators chose, so it is inserted as given; its stylesheet and script are
 * linked from where the service says (the page's CSP must allow that origin).
 */
import type { NaasMarkup } from './shell-chrome.js';

export function NaasNavigationView({ naas }: { naas: NaasMarkup }) {
  return (
    <div className="lrdx-naas">
      {naas.cssLink ? <link rel="stylesheet" href={naas.cssLink} /> : null}
      <div className="lrdx-naas__content" dangerouslySetInnerHTML={{ __html: naas.html }} />
      {naas.javascriptLink ? <script src={naas.javascriptLink} defer /> : null}
    </div>
  );
}
