import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture.js';

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('Picture', () => {
  it('offers a pipeline scene as WebP and JPEG in the catalogue sizes, lazily, with its box reserved', () => {
    const out = html(<Picture image={{ src: '/media/scenes/mountains-dusk', alt: 'چیاکان' }} sizes="50vw" />);
    expect(out).toContain(
      '<source type="image/webp" srcSet="/media/scenes/mountains-dusk/1920x1080.webp 1920w, /media/scenes/mountains-dusk/1600x900.webp 1600w, /media/scenes/mountains-dusk/1024x576.webp 1024w, /media/scenes/mountains-dusk/640x360.webp 640w" sizes="50vw"/>',
    );
    expect(out).toContain('src="/media/scenes/mountains-dusk/1600x900.jpg"');
    expect(out).toContain('/media/scenes/mountains-dusk/640x360.jpg 640w');
    expect(out).toMatch(/alt="چیاکان" width="1600" height="900" loading="lazy"/);
    expect(out).not.toContain('fetchPriority');
    expect(out).not.toContain('preload');
  });

  it('accepts a sized scene URL as the same scene', () => {
    expect(html(<Picture image={{ src: '/media/scenes/city-day/640x360.jpg', alt: '' }} />)).toContain(
      '/media/scenes/city-day/1024x576.webp 1024w',
    );
  });

  it('preloads the hero picture and fetches it eagerly with high priority', () => {
    const out = html(<Picture image={{ src: '/media/scenes/city-night', alt: '' }} priority />);
    expect(out).toMatch(
      /^<link rel="preload" as="image" imageSrcSet="\/media\/scenes\/city-night\/1920x1080.webp 1920w[^"]*" imageSizes="100vw" type="image\/webp" fetchPriority="high"\/>/,
    );
    expect(out).toMatch(/loading="eager" decoding="sync" fetchPriority="high"/);
  });

  it('uses the portrait card sizes for cards', () => {
    const out = html(<Picture image={{ src: '/media/scenes/interior-tan', alt: '' }} shape="card" />);
    expect(out).toContain('/media/scenes/interior-tan/420x495.webp 420w, /media/scenes/interior-tan/325x383.webp 325w');
    expect(out).toContain('width="420" height="495"');
  });

  it('falls back to one 900x500 picture when the image has no variants', () => {
    const out = html(<Picture image={{ src: 'https://cdn.example.com/photo.jpg', alt: 'x' }} priority />);
    expect(out).not.toContain('<source');
    expect(out).not.toContain('srcSet=');
    expect(out).toContain('<link rel="preload" as="image" href="https://cdn.example.com/photo.jpg" fetchPriority="high"/>');
    expect(out).toContain('src="https://cdn.example.com/photo.jpg" alt="x" width="900" height="500"');
  });

  it('renders nothing without an image', () => {
    expect(html(<Picture image={{ src: ' ', alt: '' }} />)).toBe('');
  });
});
