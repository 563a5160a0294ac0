import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, type Language } from '../../domain/languages.js';
import { LinkButton } from '../blocks/shared/link-button.js';
import type { RenderContext } from '../blocks/types.js';
import { shellStrings } from '../i18n/index.js';
import { siteHref } from '../site-href.js';
import { pageShowsQuickLinks, ShellConsent, ShellElements } from './shell-elements.js';
import { NO_SHELL_ELEMENT_SETTINGS, type ShellElementSettings } from './shell-elements-settings.js';
import { ConsentPreferencesButton } from './cookie-consent.js';

const ctx = (segment: Language): RenderContext => ({
  segment,
  htmlLang: LANGUAGE_INFO[segment].htmlLang,
  strings: shellStrings(segment),
  href: (url) => siteHref(segment, url),
  warn: () => {},
});

/** What the layout draws: the consent first (docs/cookie-consent.md, "Banner"), the rest after the footer. */
const render = (segment: Language, settings: Partial<ShellElementSettings> = {}, blocks = []) =>
  renderToStaticMarkup(
    <>
      <ShellConsent ctx={ctx(segment)} settings={{ ...NO_SHELL_ELEMENT_SETTINGS, ...settings }} />
      <ShellElements ctx={ctx(segment)} settings={{ ...NO_SHELL_ELEMENT_SETTINGS, ...settings }} blocks={blocks} />
    </>,
  );

const fabItem = (url: string, text: string) => ({ link: { url, link_text: text }, icon: 'car' });

describe('server-rendered shell elements', () => {
  it('renders the basic cookie banner hidden (the element decides), in the page language, with its policy link', () => {
    const html = render('en');
    expect(html).toContain('<lrdx-cookie-consent strategy="basic"');
    expect(html).toMatch(/<section class="lrdx-consent__banner"[^>]*hidden/);
    expect(html).toContain('We use cookies');
    expect(html).toContain('href="/en/cookie-policy"');
    expect(render('ku')).toContain('ئێمە کووکی بەکاردەهێنین');
  });

  it('takes copy from the setting per language, falling back per text', () => {
    const html = render('ar', { consentTexts: { ar: { title: 'عنوان مخصص' }, en: { title: 'Custom' } } });
    expect(html).toContain('عنوان مخصص');
    expect(html).toContain('قبول الكل');
  });

  it('strategy none renders no consent UI; external only the element for the hook', () => {
    expect(render('en', { consentStrategy: 'none' })).not.toContain('lrdx-cookie-consent');
    const external = render('en', { consentStrategy: 'external' });
    expect(external).toContain('<lrdx-cookie-consent strategy="external"></lrdx-cookie-consent>');
    expect(external).not.toContain('lrdx-consent__banner');
  });

  it('shows quick links only with items; the page block wins; desktop 4 / mobile 3', () => {
    expect(render('en')).not.toContain('lrdx-fab');
    const items = [1, 2, 3, 4, 5].map((n) => fabItem(`/p${n}`, `Global ${n}`));
    const html = render('en', { fab: { en: { items } } });
    expect(html.match(/class="lrdx-fab__item[^"]*"/g)).toEqual([
      'class="lrdx-fab__item"',
      'class="lrdx-fab__item"',
      'class="lrdx-fab__item"',
      'class="lrdx-fab__item lrdx-fab__item--no-mobile"',
      'class="lrdx-fab__item lrdx-fab__item--no-desktop lrdx-fab__item--no-mobile"',
    ]);
    expect(html).toContain('href="/en/p1"');
    const withBlock = render('en', { fab: { items } }, [{ id: 'b', template: 'fab', props: { items: [fabItem('/x', 'Block')] } }] as never);
    expect(withBlock).toContain('Block');
    expect(withBlock).not.toContain('Global 1');
  });

  it('tells the layout whether the bar shows, as the bar itself decides (the content keeps room for it from the first paint)', () => {
    const settings = (fab: unknown) => ({ ...NO_SHELL_ELEMENT_SETTINGS, fab });
    expect(pageShowsQuickLinks({ ctx: ctx('en'), settings: settings(null) })).toBe(false);
    expect(pageShowsQuickLinks({ ctx: ctx('en'), settings: settings({ en: { items: [fabItem('/p1', 'One')] } }) })).toBe(true);
    // A page block without items replaces the global ones: no bar, no room kept.
    const empty = [{ id: 'b', template: 'fab', props: { items: [] } }] as never;
    expect(pageShowsQuickLinks({ ctx: ctx('en'), settings: settings({ items: [fabItem('/p1', 'One')] }), blocks: empty })).toBe(
      render('en', { fab: { items: [fabItem('/p1', 'One')] } }, empty).includes('lrdx-fab'),
    );
  });

  it('renders the exit popup only with a do_url list', () => {
    expect(render('en')).not.toContain('lrdx-exit-popup');
    const html = render('en', { exitDoUrl: ['https://*'], exitDontUrl: ['landrover.com'] });
    expect(html).toContain('data-do-url="[&quot;https://*&quot;]"');
    expect(html).toContain('You are leaving this site');
  });

  it('carries the modal form close rules as attributes and a translated unavailable state', () => {
    const strict = render('en', { modalForm: { allow_escape: false, close_on_backdrop: false } });
    expect(strict).toContain('<lrdx-modal-form>');
    const html = render('ku');
    expect(html).toContain('<lrdx-modal-form allow-escape="" close-on-backdrop="">');
    expect(html).toContain('ئەم فۆرمە هێشتا بەردەست نییە');
    expect(html).toContain('href="/ku/contact-us"');
    expect(html).toContain('<lrdx-video-modal>');
  });

  it('form link buttons open the modal with the form data and lead to the contact page without JavaScript', () => {
    const html = renderToStaticMarkup(
      <LinkButton
        ctx={ctx('en')}
        item={{
          type: 'form',
          link_text: 'Book a test drive',
          rdx_forms_form_id: 7,
          hidden_fields: { model: 'defender' },
          form_layout: 'wide',
        }}
      />,
    );
    expect(html).toContain('href="/en/contact-us"');
    expect(html).toContain('data-lrdx-form-id="7"');
    expect(html).toContain('data-lrdx-form-title="Book a test drive"');
    expect(html).toContain('data-lrdx-form-layout="wide"');
    expect(html).toContain('data-lrdx-form-hidden-fields="{&quot;model&quot;:&quot;defender&quot;}"');
  });

  it('marks video links for the video modal', () => {
    const html = renderToStaticMarkup(
      <LinkButton ctx={ctx('en')} item={{ type: 'external', link_text: 'Watch', url: 'https://youtu.be/dQw4w9WgXcQ' }} />,
    );
    expect(html).toContain('data-lrdx-video="Watch"');
  });

  it('the footer places the reopen-preferences button visible from the first paint (no shift when its element starts)', () => {
    expect(renderToStaticMarkup(<ConsentPreferencesButton label="Cookie preferences" />)).toBe(
      '<lrdx-consent-preferences><button type="button" class="lrdx-consent-reopen">Cookie preferences</button></lrdx-consent-preferences>',
    );
  });
});
