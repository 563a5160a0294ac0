/**
 * Local stand-in of the external navigation service (architecture: "Real parts and their local
 * stand-ins"): `GET /naas/nav.{locale}.json` answers `{ html, cssLink, javascriptLink }` the way
 * the real service does, with a plain navigation of the site's main sections, and
 * `/naas/nav.css` its stylesheet. A locale it does not know is a 404 in the error shape.
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../domain/languages.js';
import { ApiFailure } from '../failure.js';
import { escapeHtml } from './html-document.js';

const SECTIONS: Record<Language, { label: string; links: [string, string][] }> = {
  ku: {
    label: 'ڕێنیشاندەری سەرەکی',
    links: [
      ['/ku/', 'سەرەکی'],
      ['/ku/stock', 'ئۆتۆمبێلە بەردەستەکان'],
      ['/ku/about-us', 'دەربارەی ئێمە'],
      ['/ku/contact-us', 'پەیوەندی'],
    ],
  },
  ar: {
    label: 'التنقل الرئيسي',
    links: [
      ['/ar/', 'الرئيسية'],
      ['/ar/stock', 'السيارات المتوفرة'],
      ['/ar/about-us', 'من نحن'],
      ['/ar/contact-us', 'اتصل بنا'],
    ],
  },
  en: {
    label: 'Main navigation',
    links: [
      ['/en/', 'Home'],
      ['/en/stock', 'Vehicles in stock'],
      ['/en/about-us', 'About us'],
      ['/en/contact-us', 'Contact'],
    ],
  },
};

const LOCALES: Record<string, Language> = { 'ckb-iq': 'ku', 'ar-iq': 'ar', 'en-iq': 'en' };

const CSS = `.naas-nav{display:flex;flex-wrap:wrap;gap:0 1.5rem;margin:0;padding:0;list-style:none}
.naas-nav a{display:inline-flex;align-items:center;min-block-size:44px;color:inherit;text-decoration:none;font-weight:600}
.naas-nav a:hover{text-decoration:underline}`;

function navigationHtml(language: Language): string {
  const { label, links } = SECTIONS[language];
  const items = links.map(([href, text]) => `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`).join('');
  return `<nav class="naas" aria-label="${escapeHtml(label)}"><ul class="naas-nav">${items}</ul></nav>`;
}

export async function registerNaasStandIn(app: FastifyInstance): Promise<void> {
  app.get('/naas/nav.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(CSS),
  );
  app.get<{ Params: { file: string } }>('/naas/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = /^nav\.([a-z0-9_-]+)\.json$/i.exec(request.params.file);
    const language = match ? LOCALES[match[1]!.toLowerCase()] : undefined;
    if (!language) throw new ApiFailure(404, 'not_found', `No navigation for ${request.params.file}`);
    return reply
      .header('cache-control', 'public, max-age=60')
      .send({ html: navigationHtml(language), cssLink: '/naas/nav.css', javascriptLink: null });
  });
}
