import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../site/blocks/shared/picture.js';
import { prioritizeFirstImage } from './image-priority.js';

const hero = (name: string) => renderToString(<Picture image={{ src: `/media/scenes/${name}`, alt: name }} priority />);
const card = (name: string) => renderToString(<Picture image={{ src: `/media/scenes/${name}`, alt: name }} shape="card" />);

describe('prioritizeFirstImage', () => {
  it('moves the first hero preload out of the body, with the srcset and sizes of the picture it loads', () => {
    const { headPreload, bodyHtml } = prioritizeFirstImage(`<header>logo</header><main>${hero('city-dusk')}</main>`);
    expect(headPreload).toMatch(/^<link rel="preload" as="image" [^>]*>$/);
    expect(headPreload).toContain('imagesrcset="/media/scenes/city-dusk/1920x1080.webp 1920w, ');
    expect(headPreload).toContain('imagesizes="100vw"');
    expect(headPreload).toContain('fetchpriority="high"');
    // The preload names exactly the candidates of the picture's WebP source, so the browser reuses the response.
    const sourceSet = /<source type="image\/webp" srcSet="([^"]+)" sizes="100vw"/.exec(bodyHtml)?.[1];
    expect(headPreload).toContain(`imagesrcset="${sourceSet}"`);
    expect(bodyHtml).not.toContain('rel="preload"');
    expect(bodyHtml).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/);
  });

  it('keeps one priority picture: later heroes lose their preload and load lazily at normal priority', () => {
    const { headPreload, bodyHtml } = prioritizeFirstImage(`${hero('city-dusk')}<p>text</p>${hero('mountains')}${hero('desert')}`);
    expect(headPreload).toContain('/media/scenes/city-dusk/');
    expect(bodyHtml.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(bodyHtml.match(/loading="eager"/g)).toHaveLength(1);
    expect(bodyHtml.match(/loading="lazy"/g)).toHaveLength(2);
    expect(bodyHtml).toMatch(/<img [^>]*src="\/media\/scenes\/city-dusk\/[^"]+"[^>]*loading="eager"/);
    expect(bodyHtml).toMatch(/<img [^>]*src="\/media\/scenes\/desert\/[^"]+"[^>]*loading="lazy" decoding="async"/);
    expect(bodyHtml).not.toContain('rel="preload"');
  });

  it('leaves a page without a priority picture as it was', () => {
    const html = `<main>${card('suv')}</main>`;
    expect(prioritizeFirstImage(html)).toEqual({ headPreload: null, bodyHtml: html });
  });
});
